import { describe, expect, it } from 'vitest';
import { sliderActive, sliderOptions, slidesPerView, MID_QUERY, WIDE_QUERY } from './sliderLogic';

describe('slider per view (000 §4)', () => {
  it('shows 1 on mobile, 2 from 890 px, 3 from 1240 px', () => {
    expect(slidesPerView(390)).toBe(1);
    expect(slidesPerView(889)).toBe(1);
    expect(slidesPerView(890)).toBe(2);
    expect(slidesPerView(1239)).toBe(2);
    expect(slidesPerView(1240)).toBe(3);
    expect(slidesPerView(1920)).toBe(3);
  });

  it('is active only when the cards overflow one view', () => {
    expect(sliderActive(3, 3)).toBe(false);
    expect(sliderActive(4, 3)).toBe(true);
    expect(sliderActive(1, 1)).toBe(false);
  });

  it('switches Embla off per breakpoint where the cards fit', () => {
    expect(sliderOptions(2)).toMatchObject({
      active: true,
      breakpoints: { [MID_QUERY]: { active: false }, [WIDE_QUERY]: { active: false } },
    });
    expect(sliderOptions(3).breakpoints[MID_QUERY].active).toBe(true);
    expect(sliderOptions(3).breakpoints[WIDE_QUERY].active).toBe(false);
    expect(sliderOptions(4).breakpoints[WIDE_QUERY].active).toBe(true);
  });
});

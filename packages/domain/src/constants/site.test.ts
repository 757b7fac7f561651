import { describe, expect, it } from 'vitest';
import { aspectHeightPx, IMAGE_WIDTH_DESKTOP_PX, IMAGE_WIDTH_MOBILE_PX } from './site';

describe('image boxes (000 §9: 1600 desktop, 889 mobile; aspect ratios 1-1 and 16-9)', () => {
  it('derives the height of a built-in aspect ratio', () => {
    expect(aspectHeightPx(IMAGE_WIDTH_DESKTOP_PX, 'wide')).toBe(900);
    expect(aspectHeightPx(IMAGE_WIDTH_DESKTOP_PX, 'square')).toBe(1600);
    expect(aspectHeightPx(IMAGE_WIDTH_MOBILE_PX, 'wide')).toBe(500);
  });
});

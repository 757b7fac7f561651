import {
  BREAKPOINT_DESKTOP_MIN_PX,
  BREAKPOINT_WIDE_MIN_PX,
  SLIDER_PER_VIEW,
} from '@maison/domain/constants';

/** 000 §4: cards per view by viewport width (3 wide, 2 from desktop, 1 on mobile). */
export function slidesPerView(viewportWidth: number): number {
  if (viewportWidth >= BREAKPOINT_WIDE_MIN_PX) return SLIDER_PER_VIEW.wide;
  if (viewportWidth >= BREAKPOINT_DESKTOP_MIN_PX) return SLIDER_PER_VIEW.mid;
  return SLIDER_PER_VIEW.mobile;
}

/** A slider only slides when its cards do not fit in one view. */
export function sliderActive(count: number, perView: number): boolean {
  return count > perView;
}

export const MID_QUERY = `(min-width: ${BREAKPOINT_DESKTOP_MIN_PX}px)`;
export const WIDE_QUERY = `(min-width: ${BREAKPOINT_WIDE_MIN_PX}px)`;

/** Embla options that switch dragging off per breakpoint where the cards fit. */
export function sliderOptions(count: number) {
  return {
    align: 'start' as const,
    containScroll: 'trimSnaps' as const,
    active: sliderActive(count, SLIDER_PER_VIEW.mobile),
    breakpoints: {
      [MID_QUERY]: { active: sliderActive(count, SLIDER_PER_VIEW.mid) },
      [WIDE_QUERY]: { active: sliderActive(count, SLIDER_PER_VIEW.wide) },
    },
  };
}

/** The site's locales, breakpoints, timings, currencies and images (000, 001, 002 §9). */

/** 000 §1, 001 §1: the site's locales; de is the default and unprefixed. */
export const LOCALES = ['de', 'en', 'ja', 'ko', 'zh-hans'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

/**
 * 000 §9, 001 §9, 002 §9: breakpoints. Mobile is up to 889 px, desktop from 890 px, wide from
 * 1240 px. The spec names a tablet visibility option without a width: we define tablet as
 * 600–1239 px (docs/decisions/0002-tablet-breakpoint.md), so it overlaps the upper mobile and
 * the lower desktop range, as content editors expect of "tablet".
 */
export const BREAKPOINT_MOBILE_MAX_PX = 889;
export const BREAKPOINT_DESKTOP_MIN_PX = 890;
export const BREAKPOINT_WIDE_MIN_PX = 1240;
export const BREAKPOINT_TABLET_MIN_PX = 600;
export const BREAKPOINT_TABLET_MAX_PX = 1239;
/** 000 §9, 001 §9: the contact product carousel steps at 480 px. */
export const BREAKPOINT_CAROUSEL_SMALL_PX = 480;

/** 000 §4, 000 §9: the text input's info hint shows 1 s and hides 5 s after load. */
export const INPUT_HINT_SHOW_MS = 1000;
export const INPUT_HINT_HIDE_MS = 5000;

/** 002 §9: tooltip delay. */
export const TOOLTIP_DELAY_MS = 1000;

/** 001 §9, 002 §9: toast lifetimes; persistent toasts stay until removed. */
export const TOAST_LIFETIME_MS = {
  short: 2000,
  medium: 4000,
  long: 8000,
  persistent: null,
} as const;
export type ToastTiming = keyof typeof TOAST_LIFETIME_MS;

/** 001 §2, 001 §9: accordion animation. */
export const ACCORDION_ANIMATION_MS = 800;

/** 001 §9, 002 §9: a showRegularHeader event forces the regular header for 4 s. */
export const REGULAR_HEADER_FORCE_MS = 4000;
/** 001 §4, 002 §9: an anchor click in the sticky menu keeps the mini header about 1 s. */
export const MINI_HEADER_FORCE_MS = 1000;
/** 001 §9: sticky header offsets above 1181 px width (163 px, 80 px mini), otherwise 60 px. */
export const HEADER_OFFSET_WIDE_MIN_PX = 1181;
export const HEADER_OFFSET_REGULAR_PX = 163;
export const HEADER_OFFSET_MINI_PX = 80;
export const HEADER_OFFSET_NARROW_PX = 60;

/** 000 §9: the date picker shows dd.mm.yyyy; weeks start Monday, Sunday for Japanese. */
export const DATE_DISPLAY_FORMAT = 'dd.MM.yyyy';

/** 001 §9, 002 §9: search input debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/** 001 §9: default currency and currency minor units. */
export const DEFAULT_CURRENCY = 'EUR';
export const CURRENCY_MINOR_UNITS: Record<string, number> = {
  EUR: 100,
  USD: 100,
  CAD: 100,
  CHF: 100,
  CNY: 100,
  JPY: 1,
  KRW: 1,
};

/** 001 §9: popup modal delay. */
export const POPUP_DELAY_MS = 1600;

/** 000 §9, 001 §9: the date picker's week starts Monday (1), Sunday (0) for Japanese. */
export const WEEK_STARTS_ON: Record<Locale, 0 | 1> = {
  de: 1,
  en: 1,
  ja: 0,
  ko: 1,
  'zh-hans': 1,
};

/** 000 §4, 000 §9: a filter change shows the product list's loader for 1300 ms. */
export const FILTER_LOADER_MS = 1300;

/** 000 §4: card sliders show 3 cards on wide screens, 2 on mid, 1 on mobile, 50 px apart. */
export const SLIDER_GAP_PX = 50;
export const SLIDER_PER_VIEW = { wide: 3, mid: 2, mobile: 1 } as const;

/** 000 §9: image widths (desktop 1600, mobile 889) and the built-in aspect ratios. */
export const IMAGE_WIDTH_DESKTOP_PX = 1600;
export const IMAGE_WIDTH_MOBILE_PX = 889;
export const IMAGE_ASPECT_RATIOS = { square: '1-1', wide: '16-9' } as const;
/** The height of an image `width` px wide in a built-in aspect ratio ('16-9': 900 at 1600). */
export function aspectHeightPx(width: number, ratio: keyof typeof IMAGE_ASPECT_RATIOS): number {
  const [across, down] = IMAGE_ASPECT_RATIOS[ratio].split('-').map(Number) as [number, number];
  return Math.round((width * down) / across);
}
/** 000 §9: the built-in icon sizes in CSS pixels. */
export const ICON_SIZES_PX = { big: 50, small: 20 } as const;
/**
 * 000 §9 (decision 0025): the widths the image service renders a raster asset at, and nothing
 * else. 1600 is close to twice 889, so it is also the mobile width's 2x.
 */
export const IMAGE_RENDITION_WIDTHS_PX = [IMAGE_WIDTH_MOBILE_PX, IMAGE_WIDTH_DESKTOP_PX] as const;
/** Decision 0025: AVIF first, WebP for browsers without it (both in Storyblok's image service). */
export const IMAGE_RENDITION_FORMATS = ['avif', 'webp'] as const;
export type ImageRenditionFormat = (typeof IMAGE_RENDITION_FORMATS)[number];

/**
 * 000 §2: under a jeweler microsite internal links carry the microsite segment and the jeweler
 * slug (`/juwelier/<jeweler>/…/`) and end with a trailing slash.
 */
export const MICROSITE_SEGMENT = 'juwelier';

/**
 * 000 §3, 001 §9: prices show in the visitor's currency; the visitor's currency follows the
 * locale (docs/decisions/0005-visitor-currency.md).
 */
export const VISITOR_CURRENCY: Record<Locale, string> = {
  de: 'EUR',
  en: 'EUR',
  ja: 'JPY',
  ko: 'KRW',
  'zh-hans': 'CNY',
};

/**
 * Ours (issue 15, Lighthouse): below-the-fold islands (forms, slider behaviour) load their code
 * when they come within about one phone screen (800 px) of the viewport, not while the page
 * starts.
 */
export const NEAR_VIEWPORT_MARGIN_PX = 800;

/**
 * Ours (issue 15, Lighthouse): the jeweler finder's map (MapLibre, about 1 MB of script and
 * seconds of main-thread work on a phone) starts only when its frame is this close to the
 * viewport. On a phone it sits below the results, just under the fold: with the islands' margin
 * it would start with the page although many visitors never scroll to it.
 */
export const FINDER_MAP_MARGIN_PX = 0;

/**
 * Every number the specification fixes lives here, with the section it comes from.
 * Spec files: 000 = 000_fd408d3cafc8aaae.txt, 001 = 001_94336974d330aa74.txt,
 * 002 = 002_c15f697fd88bbaa4.txt.
 */

/** 000 §1, 001 §1: the site's locales; de is the default and unprefixed. */
export const LOCALES = ['de', 'en', 'ja', 'ko', 'zh-hans'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

/** 000 §9, 002 §9: auth and commerce cookies live 30 days. */
export const AUTH_COOKIE_NAME = '_wff_access_token';
export const COMMERCE_COOKIE_NAME = '_wff_commerce_token';
export const AUTH_COOKIE_MAX_AGE_S = 2_592_000;
/**
 * Ours: a readable companion of the httpOnly auth cookie that only says "a session exists", so
 * a guest's browser does not ask users/me/ for a certain 401 on every page.
 */
export const SESSION_HINT_COOKIE_NAME = '_wff_session';

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

/** 000 §5, 000 §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;

/** 001 §9, 002 §9: search input debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/** 000 §9, 001 §9: content pages are fetched 100 per page. */
export const CONTENT_PAGE_SIZE = 100;

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
 * 000 §7, 001 §7: the content service answers Storyblok's Content Delivery API v2; its paging
 * is Storyblok's (default 25, at most 100 per page; larger values are clamped, see
 * docs/decisions/0004-content-service.md). Datasource entries page up to 1000.
 */
export const CMS_PER_PAGE_DEFAULT = 25;
export const CMS_PER_PAGE_MAX = 100;
export const CMS_DATASOURCE_PER_PAGE_MAX = 1000;
/** Storyblok resolves at most 50 related stories per request (resolve_relations). */
export const CMS_RELATIONS_MAX = 50;
/** The Next cache tag of everything rendered from content; a publish revalidates it. */
export const CMS_CACHE_TAG = 'cms';
/** Assets are addressed by id and file name and never change in place: cache for a year. */
export const CMS_ASSET_MAX_AGE_S = 31_536_000;

/**
 * Ours, not the spec's: how long the proxy trusts its list of content paths before it asks the
 * content service again. A story published a moment ago may answer 404 for at most this long.
 */
export const KNOWN_PATHS_TTL_MS = 30_000;

/** 000 §4, 000 §7: statuses the account calls answer on success. */
export const LOGIN_SUCCESS_STATUSES: readonly number[] = [200, 202];
export const REGISTRATION_SUCCESS_STATUS = 201;
export const ACTIVATION_SUCCESS_STATUS = 204;
/** 000 §4, 000 §8: activation answers 403 when the account is already active. */
export const ACTIVATION_ALREADY_ACTIVE_STATUS = 403;
export const RESET_CONFIRM_SUCCESS_STATUSES: readonly number[] = [200, 204];
/** 000 §8: a failed reset confirm shows the first error among these fields, in this order. */
export const RESET_CONFIRM_ERROR_FIELDS = ['error', 'password', 'token', 'uid'] as const;
/** 000 §4: the login page's query parameters. */
export const LOGIN_QUERY_PARAMS = {
  uid: 'uid',
  token: 'token',
  passwordSet: 'passwordset',
  next: 'next',
} as const;

/**
 * Ours, not the spec's (000 §9: "Wishlist size limits: not shown"): a saved wishlist holds at
 * most 500 entries (docs/decisions/0007-wishlist-limit.md).
 */
export const WISHLIST_MAX_ENTRIES = 500;

/** 001 §3, 001 §9: profile titles and genders. */
export const USER_TITLES = ['DR', 'PROF', 'PROF_DR', 'DR_DR', 'DIPL_ING'] as const;
export type UserTitle = (typeof USER_TITLES)[number];
export const USER_GENDERS = ['M', 'W', 'D'] as const;
export type UserGender = (typeof USER_GENDERS)[number];

/**
 * Ours, not the spec's: activation and password-reset links are single-use and expire after
 * 3 days (docs/decisions/0008-account-tokens.md).
 */
export const USER_TOKEN_TTL_S = 259_200;

/**
 * Ours, not the spec's: failed logins and password-reset requests allowed per 15-minute window,
 * per client IP and per e-mail address; a successful login clears its address's failures
 * (docs/decisions/0008-account-tokens.md, issue 14).
 */
export const AUTH_RATE_WINDOW_S = 900;
export const AUTH_RATE_LIMIT_PER_IP = 10;
export const AUTH_RATE_LIMIT_PER_EMAIL = 5;

/**
 * 000 §2, 000 §4: the pages the account e-mails link to: the password-set page (the content
 * pack's passwordSetPage) and the login page, which reads uid and token to activate.
 */
export const PASSWORD_SET_PAGE_PATH = 'passwort-festlegen';
export const ACTIVATION_PAGE_PATH = 'anmelden';

/** 000 §3, 001 §3, 001 §7: the form actions `POST /api/v1/forms/` accepts. */
export const FORM_ACTIONS = [
  'REGISTRATION',
  'CONTACT_FORM',
  'APPOINTMENT_REQUEST',
  'ADDRESS_FORM',
  'NEWSLETTER_SUBSCRIBE',
  'NEWSLETTER_UNSUBSCRIBE',
  'EVENT_REGISTRATION',
  'LIMITED_RING_REQUEST',
] as const;
export type FormAction = (typeof FORM_ACTIONS)[number];
/** 000 §9, 001 §4: a form submission answers 201; the contact step 2 PATCH and confirm 200. */
export const FORM_SUCCESS_STATUS = 201;
export const FORM_PATCH_SUCCESS_STATUS = 200;
export const NEWSLETTER_CONFIRM_SUCCESS_STATUS = 200;
/** 001 §5, 001 §9: the museum's event date is sent shifted by 7 hours. */
export const EVENT_DATE_SHIFT_H = 7;
/**
 * Ours, not the spec's (issue 5): the same submission sent again within a minute is answered
 * with the first one's uuid and stored once (docs/decisions/0010-form-submissions.md).
 */
export const FORM_DEDUPE_WINDOW_S = 60;
/** Ours, not the spec's: form submissions allowed per client IP per 10 minutes. */
export const FORM_RATE_WINDOW_S = 600;
export const FORM_RATE_LIMIT_PER_IP = 30;
/**
 * Ours, not the spec's: the forms API keeps what it read from the content service (the museum
 * window, a jeweler's address, the newsletter page path) this long, at most this many answers;
 * an in-process publish clears it at once.
 */
export const FORM_CONTENT_TTL_MS = 60_000;
export const FORM_CONTENT_CACHE_MAX = 500;
/** 001 §2: where a denied yearly-ring waitlist visitor goes. */
export const ACCESS_DENIED_PAGE_PATH = 'error-access-denied';
/** 001 §2: contact carousel slides per view: 1 below 480 px, 2 from 480, 3 from 890 px. */
export const CONTACT_CAROUSEL_PER_VIEW = { small: 1, medium: 2, large: 3 } as const;
/** Ours: the staff submissions list pages 50 rows; the CSV export holds at most 50,000. */
export const FORM_SUBMISSIONS_PAGE_SIZE = 50;
export const FORM_EXPORT_MAX_ROWS = 50_000;
/**
 * Ours (docs/forms.md): form texts are trimmed and hold at most 255 characters, the free texts
 * (`message`, `notes`, the `products` list) at most 2000. Click ids are not typed by the visitor
 * and may be long, so they get 1000 rather than fail a form.
 */
export const FORM_TEXT_MAX_LENGTH = 255;
export const FORM_LONG_TEXT_MAX_LENGTH = 2000;
export const FORM_CLICK_ID_MAX_LENGTH = 1000;
/** 001 §2, docs/forms.md: the newsletter confirmation page (de path) the opt-in mail links to. */
export const NEWSLETTER_CONFIRM_PAGE_PATH = 'newsletter/bestaetigung';

// ---- Trade shop (issue 7, docs/shop.md) ----

/** 001 §3 "SKU code scheme", docs/decisions/0013: the SKU and article-number formats. */
export const SKU_PREFIX_DIGITS = 2;
export const SKU_HEAD_DIGITS = 4;
export const SKU_LENGTH_DIGITS = 4;
export const SKU_SUFFIX_LENGTH = 2;
/** Ours (0013): the length block holds the length in tenths (56 → 0560, 42.5 → 0425). */
export const SKU_LENGTH_SCALE = 10;

/** 001 §3 "Selection state", 000 §3 lookup tables: engraving types 1 block, 2 cursive, 3 image. */
export const ENGRAVING_TYPES = [1, 2, 3] as const;
/** 000 §3: the special colours are numbered 1 to 9. */
export const SPECIAL_COLOR_MIN = 1;
export const SPECIAL_COLOR_MAX = 9;
/** 000 §3: 17 engraving symbols, each with a glyph code. */
export const ENGRAVING_SYMBOL_COUNT = 17;
/** 001 §4: the default engraving of a power bracelet without a standard engraving. */
export const DEFAULT_POWER_BRACELET_ENGRAVING = 'Liebe';
/**
 * Ours (001 §5 "details not shown", docs/decisions/0013): an engraving text holds at most 30
 * characters after the special-character transform; a symbol counts as one.
 */
export const ENGRAVING_TEXT_MAX_LENGTH = 30;
/**
 * Ours (the add-line-item schema, packages/api/src/shop/requests.ts): the longest note,
 * end customer name and order number a line item takes; the order forms stop typing there.
 */
export const SHOP_NOTE_MAX_LENGTH = 1000;
export const SHOP_END_CUSTOMER_NAME_MAX_LENGTH = 200;
export const SHOP_ORDER_NUMBER_MAX_LENGTH = 100;

/** 001 §5, 001 §9: ring sizes below 47 or above 67.6 show a size warning. */
export const RING_SIZE_WARNING_MIN = 47;
export const RING_SIZE_WARNING_MAX = 67.6;
/** 001 §9: default selected length (only when more than one length option). */
export const DEFAULT_LENGTHS = { ring: 56, necklace: 42.5, bracelet: 17 } as const;
/** 000 §3: size labels of lengths when a product group uses them. */
export const SIZE_LABELS: Readonly<Record<number, string>> = {
  15: 'S',
  17: 'M',
  19: 'L',
  21: 'XL',
};

/** 001 §5: a delivery date is at least today plus the SKU's delivery_time weeks (7 days each). */
export const DAYS_PER_WEEK = 7;
/** Ours (docs/shop.md): the delivery time of a SKU without delivery_time metadata. */
export const DEFAULT_DELIVERY_TIME_WEEKS = 4;

/** 001 §5, 001 §8: the hint key of a quantity option over maxQuantity. */
export const HINT_TOO_LARGE_QUANTITY = 'shop.hint.too-large-quantity';
/** 001 §8: the placeholder key of an empty shop list. */
export const SHOP_LIST_PLACEHOLDER_KEY = 'shop.product-list.placeholder';
/** 001 §2, 001 §9: the cart's sort options; added_at shows the newest first. */
export const CART_SORTS = ['added_at', 'by_productname'] as const;
export type CartSort = (typeof CART_SORTS)[number];
/** 001 §2, 001 §4: the product form closes 1 s after a successful add-to-cart. */
export const SHOP_FORM_CLOSE_DELAY_MS = 1000;

/**
 * 001 §9, 002 §9: shop currencies, a subset of CURRENCY_MINOR_UNITS: the content pack's and the
 * seeded locations' currencies (EUR, CHF, JPY, KRW, CNY) and USD.
 */
export const SHOP_CURRENCIES = ['EUR', 'CHF', 'USD', 'JPY', 'KRW', 'CNY'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

/** 000 §9, 002 §9: the commerce token (`_wff_commerce_token`) lives 30 days, like the cookie. */
export const COMMERCE_TOKEN_MAX_AGE_S = AUTH_COOKIE_MAX_AGE_S;
/** Ours (docs/shop.md): the JWT `token_type` and the name of the custom commerce claim. */
export const COMMERCE_TOKEN_TYPE = 'commerce';
export const COMMERCE_CLAIM = 'commerce';
/** Ours (docs/decisions/0013): the permissions of which one allows ordering at a location. */
export const COMMERCE_ORDER_PERMISSIONS = [
  'orders:use_as_billing_location',
  'orders:use_as_shipping_location',
  'orders:use_as_target_location',
] as const;
/** 001 §9: commerce lists are fetched 100 per page (product fetch page size). */
export const COMMERCE_PAGE_SIZE = 100;
/**
 * Ours (001 §3 `engravingImage`, docs/shop.md "Engraving images"): an uploaded engraving image
 * is a PNG, JPEG or SVG of at most 5 MB (5,000,000 bytes); its type is read from its bytes.
 */
export const ENGRAVING_IMAGE_MAX_BYTES = 5_000_000;
export const ENGRAVING_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type EngravingImageType = (typeof ENGRAVING_IMAGE_TYPES)[number];
/** Ours (docs/shop.md "Engraving images"): a commerce token's user uploads at most 60 an hour. */
export const ENGRAVING_IMAGE_RATE_LIMIT = 60;
export const ENGRAVING_IMAGE_RATE_WINDOW_S = 3600;

// ---- Partner portal: inventory (issue 6, docs/portal.md) ----

/** 002 §5, 002 §9: resizable columns are clamped to 120–750 px; unresized columns are 100 px. */
export const TABLE_COLUMN_WIDTH_MIN_PX = 120;
export const TABLE_COLUMN_WIDTH_MAX_PX = 750;
export const TABLE_COLUMN_WIDTH_DEFAULT_PX = 100;
/** 002 §5: the fixed columns: index 50 px, image 51 px, share icon 40 px. */
export const TABLE_INDEX_COLUMN_WIDTH_PX = 50;
export const TABLE_IMAGE_COLUMN_WIDTH_PX = 51;
export const TABLE_SHARE_COLUMN_WIDTH_PX = 40;
/** 002 §2, 002 §9: every table keeps 2 sticky columns. */
export const TABLE_STICKY_COLUMNS = 2;
/** 002 §4, 002 §9: infinite scroll loads more within 50 px of the bottom, after 100 ms. */
export const TABLE_INFINITE_SCROLL_THRESHOLD_PX = 50;
export const TABLE_INFINITE_SCROLL_DELAY_MS = 100;

/** 002 §5, 002 §9: a bulk action checks the permissions of at most 5 locations. */
export const PORTAL_BULK_MAX_LOCATIONS = 5;
/** 002 §2, 002 §9: a store group is collapsible when it holds more than 3 stores. */
export const PORTAL_STORE_GROUP_COLLAPSE_ABOVE = 3;
/** 002 §5, 002 §3: the date-range filter covers the current year and the 3 years before. */
export const PORTAL_DATE_RANGE_YEARS_BACK = 3;
/** 002 §5: the sale date may go back to the first day of the previous month (1 month). */
export const PORTAL_SALE_DATE_MONTHS_BACK = 1;
/** 002 §9: statistics rankings show the top 4 (statistics come with a later issue). */
export const PORTAL_STATISTICS_TOP = 4;
/**
 * Ours, not the spec's (002 §7 shows paging by `next` without a size; docs/portal.md): table
 * pages hold 50 rows by default and at most 200.
 */
export const PORTAL_PAGE_SIZE_DEFAULT = 50;
export const PORTAL_PAGE_SIZE_MAX = 200;
/** Ours (docs/portal.md): one actions request holds 1–500 actions. */
export const PORTAL_ACTIONS_MAX = 500;
/** Ours (docs/portal.md): notes, reasons and change information hold at most 2000 characters. */
export const PORTAL_TEXT_MAX_LENGTH = 2000;
/**
 * Ours: a saved table config remembers at most 5000 checked rows and 100 column widths; its
 * ids (columns, filters, rows) hold at most 200 characters.
 */
export const PORTAL_CONFIG_MAX_CHECKED_ROWS = 5000;
export const PORTAL_CONFIG_MAX_COLUMNS = 100;
export const PORTAL_CONFIG_ID_MAX_LENGTH = 200;
/** Ours: a table search holds at most 200 characters. */
export const PORTAL_SEARCH_MAX_LENGTH = 200;
/**
 * Ours: the largest price an action accepts, in major units (10^12; stored as minor units in
 * a bigint, exact in a JavaScript number also for KRW and JPY).
 */
export const PORTAL_PRICE_MAX = 1_000_000_000_000;

/**
 * Ours (issue 14): a request body holds at most 1 MB; the largest story of the content pack,
 * every locale in one CMS update, is about 150 kB. An engraving-image upload may carry its
 * 5 MB file plus 64 KiB of multipart envelope (boundaries, part headers, the file name).
 */
export const REQUEST_BODY_MAX_BYTES = 1_000_000;
export const ENGRAVING_IMAGE_BODY_MAX_BYTES = ENGRAVING_IMAGE_MAX_BYTES + 64 * 1024;
/**
 * Ours (issue 14): a query string holds at most 8 KiB, well below Node's 16 KiB header limit
 * and far above the portal's longest filter query.
 */
export const QUERY_STRING_MAX_BYTES = 8192;
/**
 * Ours (issue 14): a repeated or comma-separated query parameter (the portal's filters) holds
 * at most 200 values: every location of a large house, not an unbounded SQL `IN` list.
 */
export const QUERY_LIST_MAX_VALUES = 200;
/**
 * Ours (issue 14): production secrets (JWT_SECRET, CONTENT_PREVIEW_SECRET, REVALIDATE_SECRET)
 * hold at least 32 characters: HS256 wants a key as long as its 256-bit hash (RFC 7518 §3.2).
 */
export const SECRET_MIN_LENGTH = 32;
/** Ours (issue 14): browsers keep to HTTPS for a year after a production answer (HSTS). */
export const HSTS_MAX_AGE_S = 31_536_000;

/**
 * Ours (issue 14): how long our HTTP servers wait for a client. Headers must arrive within
 * 20 s and a whole request (a 5 MB engraving upload on a slow line included) within 120 s;
 * idle keep-alive connections close after 65 s, above the 60 s idle timeout of common load
 * balancers so that they, not we, close first.
 */
export const HTTP_HEADERS_TIMEOUT_MS = 20_000;
export const HTTP_REQUEST_TIMEOUT_MS = 120_000;
export const HTTP_KEEP_ALIVE_TIMEOUT_MS = 65_000;

import { AUTH_COOKIE_MAX_AGE_S } from './accounts';

/** Trade shop (issue 7, docs/shop.md): SKUs, engravings, the cart, commerce tokens. */

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

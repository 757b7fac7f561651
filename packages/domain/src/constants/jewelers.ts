/**
 * The jeweler finder: results, distances, place search (000 §2, 000 §3, 000 §4, 000 §9,
 * 001 §7, 001 §9; issue 17).
 */

/** 000 §3: the kinds of jeweler result, also the finder's tabs (000 §2, all active: 000 §4). */
export const JEWELER_TYPES = ['boutique', 'lounge', 'jeweler'] as const;
/** 000 §4: boutiques and lounges are pinned before the other results. */
export const JEWELER_PINNED_TYPES = ['boutique', 'lounge'] as const;

/** 000 §4, 000 §9: the results show the first 3 until "show all" is pressed. */
export const JEWELER_RESULTS_INITIAL = 3;
/**
 * 000 §4: boutiques and lounges within 2000 "(distance unit)" are pinned first. Read as 2000
 * in the unit the visitor sees (km, miles for en; decision 0027).
 */
export const JEWELER_PIN_DISTANCE = 2000;
/** 000 §9: haversine distances on a sphere of this radius. */
export const EARTH_RADIUS_KM = 6371;
/** 000 §9: distances show as miles for locale en, km divided by this. */
export const KM_PER_MILE = 1.609;

/** 000 §9, 001 §9: the place input asks for suggestions from this many characters on. */
export const PLACE_AUTOCOMPLETE_MIN_CHARS = 3;
/** 000 §9, 001 §9: and after the input has been still this long. */
export const PLACE_AUTOCOMPLETE_DEBOUNCE_MS = 500;
/** 000 §9, 001 §7, 001 §9: at most this many place suggestions (the geocoder's limit). */
export const PLACE_SUGGESTIONS = 4;
/** 000 §9, 001 §9: the suggestion list hides this long after the input loses focus. */
export const PLACE_SUGGESTIONS_BLUR_HIDE_MS = 400;

/** 000 §5: a postal code of exactly this many digits is Swiss (CH), any other German (DE). */
export const SWISS_POSTAL_CODE_DIGITS = 4;

/** Ours (issue 17): a geocoder's answer depends on the query alone; shared caches keep a day. */
export const GEOCODING_MAX_AGE_S = 86_400;
/** Ours (issue 17): the jeweler results change with a publish; shared caches keep a minute. */
export const JEWELERS_MAX_AGE_S = 60;
/** Ours (issue 17): a place query longer than this is cut (no place name is longer). */
export const PLACE_QUERY_MAX_LENGTH = 100;

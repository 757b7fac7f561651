/** Accounts: session cookies, passwords, account calls, tokens and their limits. */

/** 000 §9, 002 §9: auth and commerce cookies live 30 days. */
export const AUTH_COOKIE_NAME = '_wff_access_token';
export const COMMERCE_COOKIE_NAME = '_wff_commerce_token';
export const AUTH_COOKIE_MAX_AGE_S = 2_592_000;
/**
 * Ours: a readable companion of the httpOnly auth cookie that only says "a session exists", so
 * a guest's browser does not ask users/me/ for a certain 401 on every page.
 */
export const SESSION_HINT_COOKIE_NAME = '_wff_session';

/** 000 §5, 000 §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;

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
/**
 * 002 §2: the initial password page an invite mail links to (issue 19; the login's
 * require_password_reset still goes to the password-set page, 000 §4).
 */
export const INITIAL_PASSWORD_PAGE_PATH = 'portal/erstes-passwort';

/** Partner portal: inventory tables and actions (issue 6, docs/portal.md). */

/** 002 §5, 002 §9: resizable columns are clamped to 120–750 px; unresized columns are 100 px. */
export const TABLE_COLUMN_WIDTH_MIN_PX = 120;
export const TABLE_COLUMN_WIDTH_MAX_PX = 750;
export const TABLE_COLUMN_WIDTH_DEFAULT_PX = 100;
/**
 * Ours (002 §5 names 100 px as the default and 120 px as the least width): columns of identifiers
 * (serial, order and article numbers) start wide enough to show one whole, so that rows stay
 * apart in a table too wide for its view (decision 0053).
 */
export const TABLE_IDENTIFIER_COLUMN_WIDTH_PX = 150;
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
/** 002 §9: statistics rankings show the top 4. */
export const PORTAL_STATISTICS_TOP = 4;
/** 002 §9: the yearly chart compares this year and last year (2 years). */
export const PORTAL_STATISTICS_YEARLY_YEARS = 2;
/** 002 §2, 002 §9: the year comparison covers three years. */
export const PORTAL_STATISTICS_COMPARISON_YEARS = 3;
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
 * Issue 18 "Export" (002 §4, §7): an export holds at most 100,000 rows (ours: the issue leaves
 * the limit to us; the bench exports exactly that many); a larger one is refused with 400
 * export_too_large before anything is written (docs/decisions/0031-table-export.md).
 */
export const EXPORT_MAX_ROWS = 100_000;
/**
 * Ours (decision 0031): rows are read and written in keyset batches of 500: a batch dies young
 * (with 2,000 rows V8 promoted each batch and a 100,000-row PDF peaked above 400 MB RSS).
 */
export const EXPORT_BATCH_ROWS = 500;
/**
 * Issue 19, ours (002 §4 says pending invites exist, not how long they last): an invite and its
 * link expire after 7 days, a working week and a weekend for a colleague who is away, short
 * enough that a forwarded or forgotten link does not open an account months later
 * (docs/decisions/0032-portal-user-management.md). A resend starts the 7 days afresh.
 */
export const INVITE_LIFETIME_DAYS = 7;
/**
 * Ours (decision 0032): a generated one-time password holds 16 characters of an alphabet without
 * look-alikes (no 0/O, 1/l/I), about 90 bits, read aloud or copied once.
 */
export const ONE_TIME_PASSWORD_LENGTH = 16;
/** 002 §5: the name parts of a generated username are cut at 10 characters each. */
export const USERNAME_PART_MAX_LENGTH = 10;
/** 002 §5: a generated username ends with two random characters. */
export const USERNAME_RANDOM_CHARACTERS = 2;

import { ENGRAVING_IMAGE_MAX_BYTES } from './shop';

/** HTTP limits of our servers: bodies, queries, secrets, HSTS, timeouts (issue 14). */

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
/**
 * Ours: the web server logs a request whose answer is still not complete after this long, with
 * its path and whether the answer had begun, so that a page that hangs is named in the log.
 */
export const SLOW_ANSWER_LOG_MS = 20_000;

/**
 * Ours, not the spec's (001 §8: the museum form reports its failure to an error-reporting
 * service): browser error reports accepted per client IP per 10 minutes, and the longest
 * message and source kept (docs/decisions/0040).
 */
export const CLIENT_ERROR_RATE_WINDOW_S = 600;
export const CLIENT_ERROR_RATE_LIMIT_PER_IP = 20;
export const CLIENT_ERROR_MESSAGE_MAX = 1000;
export const CLIENT_ERROR_SOURCE_MAX = 100;

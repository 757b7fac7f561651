/** Shared state in Redis when REDIS_URL is set: the page cache and the throttles (issue 15). */

/**
 * Ours (issue 15): a Redis command that has not answered within 0.5 s counts as failed, and
 * its caller falls back (the page cache to the process's own, a throttle to the database)
 * rather than hold the request. Connecting may take 2 s; after a lost connection the client
 * tries again after 0.1 s, 0.2 s, … at most every 5 s.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
export const REDIS_RECONNECT_STEP_MS = 100;
export const REDIS_RECONNECT_MAX_MS = 5_000;

/**
 * Ours (issue 15): a cached page or content read stays in Redis for 30 days after it was last
 * written, so entries of earlier builds and of deleted pages leave by themselves; a page asked
 * for after that renders once more.
 */
export const PAGE_CACHE_ENTRY_TTL_S = 2_592_000;

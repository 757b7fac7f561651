/**
 * hono/client spells a trailing slash as an `index` segment and then strips it
 * (`api.v1.health.index` → /api/v1/health). Every spec path ends with '/', so put it back;
 * file-like paths (openapi.json) are left alone. A relative URL (the browser's same-origin
 * client) stays relative. Imports nothing: the browser client loads it.
 */
export function withTrailingSlash(url: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const parsed = new URL(url, 'http://same-origin.invalid');
  const last = parsed.pathname.split('/').pop() ?? '';
  if (last !== '' && !last.includes('.')) parsed.pathname += '/';
  return absolute ? parsed.toString() : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

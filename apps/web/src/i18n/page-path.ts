/**
 * Path prefixes whose page URLs keep their trailing slash. Page URLs have none; jeweler
 * microsite links end with one (000 §2), so the microsite segment is added here when it exists.
 */
export const TRAILING_SLASH_PREFIXES: readonly string[] = [];

/** The canonical form of a page path, or null when it already is canonical. */
export function canonicalPagePath(pathname: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  if (TRAILING_SLASH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  return pathname.replace(/\/+$/, '') || '/';
}

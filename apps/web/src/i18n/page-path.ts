import { DEFAULT_LOCALE, LOCALES, MICROSITE_SEGMENT } from '@maison/domain/constants';

/**
 * Path prefixes whose page URLs keep their trailing slash. Page URLs have none; jeweler
 * microsite links end with one (000 §2), in every locale.
 */
export const TRAILING_SLASH_PREFIXES: readonly string[] = LOCALES.map((locale) =>
  locale === DEFAULT_LOCALE ? `/${MICROSITE_SEGMENT}/` : `/${locale}/${MICROSITE_SEGMENT}/`,
);

/** The canonical form of a page path, or null when it already is canonical. */
export function canonicalPagePath(pathname: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  if (TRAILING_SLASH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  return pathname.replace(/\/+$/, '') || '/';
}

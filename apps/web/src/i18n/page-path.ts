import { LOCALES, MICROSITE_SEGMENT } from '@maison/domain/constants';

/**
 * Path prefixes whose page URLs keep their trailing slash. Page URLs have none; jeweler
 * microsite links end with one (000 §2), in every locale.
 */
const TRAILING_SLASH_PREFIXES: readonly string[] = [
  `/${MICROSITE_SEGMENT}/`,
  // The default locale's prefix too: a language switch links there, next-intl then drops it.
  ...LOCALES.map((locale) => `/${locale}/${MICROSITE_SEGMENT}/`),
];

/**
 * The canonical form of a page path, or null when it already is canonical: one form per page
 * (the one the sitemap and rel=canonical name), the other answers 308 to it (issue 24).
 */
export function canonicalPagePath(pathname: string): string | null {
  if (pathname === '/') return null;
  const bare = pathname.replace(/\/+$/, '');
  const canonical = TRAILING_SLASH_PREFIXES.some((prefix) => bare.startsWith(prefix))
    ? `${bare}/`
    : bare || '/';
  return canonical === pathname ? null : canonical;
}

import { DEFAULT_LOCALE, type Locale } from '@maison/domain/constants';

/** The results page's path segment, the same in every locale as the other app pages. */
const SEARCH_SEGMENT = 'suche';

/** The search page in a locale, with its query (001 §1: the search page reads `s`). */
export function searchPageHref(locale: Locale, params: Record<string, string> = {}): string {
  const path = locale === DEFAULT_LOCALE ? `/${SEARCH_SEGMENT}` : `/${locale}/${SEARCH_SEGMENT}`;
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

import { CAREER_SEGMENT, MICROSITE_SEGMENT, type Locale } from '@maison/domain/constants';
import {
  JEWELER_FOLDER,
  findEntryByPath,
  findEntryInAnyLocale,
  localizedHref,
  storyPath,
} from './links';
import type { LinksMap } from './types';

/** Content stories that are data, not pages (never served at a URL). */
export const NON_PAGE_SLUGS: ReadonlySet<string> = new Set(['config']);

/** First path segments of application routes that are not content stories. */
const APP_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  'styleguide',
  'anmelden',
  'registrieren',
  'passwort-vergessen',
  'passwort-festlegen',
  'konto',
  'merkliste',
  'mailbox',
  // The site search's results (issue 16).
  'suche',
  // The partner portal and the brand staff's pages (form submissions).
  'portal',
  // The trade shop (issue 7).
  'shop',
]);

/** The route of each locale's not-found page, where the proxy rewrites unknown paths. */
export const NOT_FOUND_SEGMENT = 'seite-nicht-gefunden';

/** Whether a page path (segments after the locale) belongs to an application route. */
export function isAppRoutePath(segments: readonly string[]): boolean {
  return segments[0] !== undefined && APP_ROUTE_SEGMENTS.has(segments[0]);
}

/**
 * Whether a page path (segments after the locale) can be answered by a route: the home page,
 * an application route, a story's path in any locale (the page redirects to the right one),
 * or a page of a known jeweler's microsite. The proxy sends everything else to the not-found
 * page before any route renders (docs/decisions/0023-cached-pages.md).
 */
export function isKnownPagePath(links: LinksMap, segments: readonly string[]): boolean {
  const [first, second, ...rest] = segments;
  if (first === undefined) return true;
  if (APP_ROUTE_SEGMENTS.has(first)) return true;
  if (first === MICROSITE_SEGMENT) {
    const jeweler = `${JEWELER_FOLDER}/${second ?? ''}`;
    const known = Object.values(links).some((entry) => entry.slug === jeweler);
    return known && (rest.length === 0 || isStoryPath(links, rest));
  }
  return isStoryPath(links, segments);
}

function isStoryPath(links: LinksMap, segments: readonly string[]): boolean {
  const entry = findEntryInAnyLocale(links, segments);
  return entry !== undefined && !NON_PAGE_SLUGS.has(entry.slug);
}

/**
 * The address in this locale of a story reached with another locale's path (segments after the
 * locale; on a microsite too), or null when the path is this locale's own or no story's. Links
 * made before hydration and by hand name such paths; the proxy redirects them with their query,
 * which carries a form's products or a confirmation's uuid (001 §2).
 */
export function storyAddressElsewhere(
  links: LinksMap,
  locale: Locale,
  segments: readonly string[],
): string | null {
  const [first, jeweler, ...rest] = segments;
  const microsite = first === MICROSITE_SEGMENT && jeweler !== undefined ? jeweler : null;
  const path = microsite ? rest : segments;
  // An application route answers its own path, whatever a story's path in another locale is.
  if (path.length === 0 || (!microsite && isAppRoutePath(path))) return null;
  if (findEntryByPath(links, locale, path)) return null;
  const entry = findEntryInAnyLocale(links, path);
  if (!entry || NON_PAGE_SLUGS.has(entry.slug)) return null;
  return localizedHref(storyPath(entry, locale, microsite), locale, microsite);
}

/** Whether a page path (segments after the locale) is under the job pages' segment (001 §2). */
export const isCareerPath = (segments: readonly string[]) => segments[0] === CAREER_SEGMENT;

/** The position id of a job page's path (`career/<id>`), or null when the path has none. */
export function careerPathId(segments: readonly string[]): string | null {
  const [first, id, ...rest] = segments;
  return first === CAREER_SEGMENT && id !== undefined && rest.length === 0 && /^\d{1,9}$/.test(id)
    ? id
    : null;
}

import { DEFAULT_LOCALE, LOCALES, MICROSITE_SEGMENT, type Locale } from '@maison/domain/constants';
import type { LinkEntry, LinksMap, StoryLink } from './types';

/** The start page's slug: its public path is the locale root. */
export const HOME_SLUG = 'home';

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * What a story's path is made of: its default-language slug and its paths per language, from a
 * links entry or from a story link's `translated_slugs`.
 */
export interface StoryPathSource {
  slug: string;
  alternates?: readonly { path: string; lang: string }[];
}

/** Folder of the jeweler stories that microsites are built from. */
export const JEWELER_FOLDER = 'juweliere';

/** Whether a story is the jeweler's own story, which their microsite shows at its root. */
export function isMicrositeHome(fullSlug: string, microsite: string): boolean {
  return trimSlashes(fullSlug) === `${JEWELER_FOLDER}/${microsite}`;
}

/**
 * A story's path in a locale without the locale prefix ('' for the start page). Under a jeweler's
 * microsite, that jeweler's own story is the microsite's start page (`/juwelier/<jeweler>/`).
 */
export function storyPath(
  entry: StoryPathSource,
  locale: Locale,
  microsite?: string | null,
): string {
  const slug = trimSlashes(entry.slug);
  if (slug === HOME_SLUG) return '';
  if (microsite && isMicrositeHome(slug, microsite)) return '';
  if (locale === DEFAULT_LOCALE) return slug;
  const alternate = entry.alternates?.find((item) => item.lang === locale);
  return trimSlashes(alternate?.path || entry.slug);
}

/**
 * The public URL of a locale-free path: `/{locale}/{path}` (`/{path}` for de). Under a jeweler
 * microsite it gets `/juwelier/<jeweler>` and a trailing slash (000 §2).
 */
export function localizedHref(path: string, locale: Locale, microsite?: string | null): string {
  const parts = [
    locale === DEFAULT_LOCALE ? '' : locale,
    microsite ? `${MICROSITE_SEGMENT}/${microsite}` : '',
    trimSlashes(path),
  ].filter(Boolean);
  const href = `/${parts.join('/')}`;
  return microsite && href !== '/' ? `${href}/` : href;
}

export interface LinkResolver {
  /** The href for a multilink, or null when it points nowhere. */
  href(link: StoryLink | null | undefined): string | null;
  /** A story's localized public URL by its full slug. */
  storyHref(fullSlug: string): string;
  /** Whether a published story has this full slug. */
  exists(fullSlug: string): boolean;
  /** A story link's path without locale prefix, for next-intl's Link (which adds the locale). */
  localePath(link: StoryLink | null | undefined): string | null;
}

/** Resolves links for one locale (and microsite) from the links endpoint's entries. */
export function createLinkResolver(
  links: LinksMap,
  locale: Locale,
  microsite?: string | null,
): LinkResolver {
  const bySlug = new Map(Object.values(links).map((entry) => [trimSlashes(entry.slug), entry]));

  const entryOf = (link: StoryLink): StoryPathSource | null => {
    const byId = link.id ? links[link.id] : undefined;
    if (byId) return byId;
    const slug = trimSlashes(link.story?.full_slug ?? link.cached_url ?? '');
    if (!slug) return null;
    return (
      bySlug.get(slug) ?? {
        slug,
        alternates: link.story?.translated_slugs?.map(({ path, lang }) => ({ path, lang })),
      }
    );
  };

  const withAnchor = (href: string, link: StoryLink) =>
    link.anchor ? `${href}#${link.anchor}` : href;

  const localePath = (link: StoryLink | null | undefined): string | null => {
    if (!link || (link.linktype && link.linktype !== 'story')) return null;
    const entry = entryOf(link);
    return entry ? `/${storyPath(entry, locale)}` : null;
  };

  return {
    href(link) {
      if (!link) return null;
      if (link.linktype === 'email') {
        const email = link.email ?? link.url;
        return email ? `mailto:${email}` : null;
      }
      if (link.linktype === 'url' || link.linktype === 'asset') {
        const url = link.url || link.cached_url;
        return url ? withAnchor(url, link) : null;
      }
      const entry = entryOf(link);
      if (!entry) return null;
      return withAnchor(
        localizedHref(storyPath(entry, locale, microsite), locale, microsite),
        link,
      );
    },
    storyHref(fullSlug) {
      const slug = trimSlashes(fullSlug);
      const entry = bySlug.get(slug) ?? { slug };
      return localizedHref(storyPath(entry, locale, microsite), locale, microsite);
    },
    exists: (fullSlug) => bySlug.has(trimSlashes(fullSlug)),
    localePath,
  };
}

/** The story behind a public path of a locale (segments after the locale), if any. */
export function findEntryByPath(
  links: LinksMap,
  locale: Locale,
  segments: readonly string[],
): LinkEntry | undefined {
  const path = segments.map((segment) => decodeURIComponent(segment)).join('/');
  return Object.values(links).find(
    (entry) => !entry.is_folder && storyPath(entry, locale) === path,
  );
}

/**
 * A story whose path in any locale is these segments. The language links in the server HTML
 * keep the current path, so /en/schmuck/ringe arrives with the German path; the proxy then
 * redirects to the story's English path, with the query.
 */
export function findEntryInAnyLocale(
  links: LinksMap,
  segments: readonly string[],
): LinkEntry | undefined {
  for (const locale of LOCALES) {
    const entry = findEntryByPath(links, locale, segments);
    if (entry) return entry;
  }
  return undefined;
}

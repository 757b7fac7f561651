import type { Locale } from '@maison/domain/constants';
import { getLinks, getStory } from './api';
import {
  findEntryByPath,
  findEntryInAnyLocale,
  HOME_SLUG,
  localizedHref,
  storyPath,
} from './links';
import { NON_PAGE_SLUGS } from './known-paths';
import type { Story } from './types';

/** The story whose public path in the locale is these segments, or null. */
export async function storyByPath(
  locale: Locale,
  segments: readonly string[],
): Promise<Story | null> {
  if (segments.length === 0) return getStory(HOME_SLUG, locale);
  const entry = findEntryByPath(await getLinks(), locale, segments);
  if (!entry || NON_PAGE_SLUGS.has(entry.slug)) return null;
  return getStory(entry.slug, locale);
}

/** The localized URL of a story reached with another locale's path, or null. */
export async function pathInOtherLocale(
  locale: Locale,
  segments: readonly string[],
  microsite?: string | null,
): Promise<string | null> {
  const entry = findEntryInAnyLocale(await getLinks(), segments);
  if (!entry || NON_PAGE_SLUGS.has(entry.slug)) return null;
  return localizedHref(storyPath(entry, locale, microsite), locale, microsite);
}

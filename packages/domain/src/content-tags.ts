import { CMS_CACHE_TAG } from './constants/content';
import type { Locale } from './constants';

/**
 * The cache tags of pages rendered from content (issue 15, decision 0023): what a page read is
 * what a publish expires. A page carries the tags of every read it made: its story in its
 * locale, the link map (navigation, alternates), the lists it shows (products of a locale), the
 * datasources of its forms, and the catch-all `cms` tag.
 */

/** One story in one locale, by its full slug (pages look stories up by slug). */
export function storyTag(fullSlug: string, locale: Locale): string {
  return `story:${fullSlug}:${locale}`;
}

/** Every published story of a content type in a locale (product lists, the wishlist). */
export function listTag(contentType: string, locale: Locale): string {
  return `list:${contentType}:${locale}`;
}

/** A datasource's entries (countries, salutations). */
export function datasourceTag(datasource: string): string {
  return `datasource:${datasource}`;
}

/** The link map: paths, names and alternates of every story, read by every page. */
export const LINKS_TAG = 'links';

export type ContentChange = 'published' | 'unpublished' | 'deleted';

/** What the content service says about a change (our local hook and Storyblok's webhook). */
export interface ContentChangeEvent {
  action: ContentChange;
  full_slug: string;
  /** The path before the change, when the change moved the story. */
  previous_full_slug?: string;
  /** The root content type (`page`, `product`, `jeweler`…), when known. */
  component?: string | null;
  /** Whether paths, names or the set of stories changed, so every link on every page may have. */
  links_changed: boolean;
}

/**
 * The tags a change expires: the story in every locale (at its old and new path), the lists of
 * its content type, and the link map when it changed. Without a content type (a webhook that
 * does not say) every list goes: the catch-all.
 */
export function tagsToExpire(event: ContentChangeEvent, locales: readonly Locale[]): string[] {
  const slugs = new Set([event.full_slug, event.previous_full_slug].filter(Boolean) as string[]);
  if (!event.component) return [CMS_CACHE_TAG];
  const tags = new Set<string>();
  for (const locale of locales) {
    for (const slug of slugs) tags.add(storyTag(slug, locale));
    tags.add(listTag(event.component, locale));
  }
  if (event.links_changed || event.action !== 'published') tags.add(LINKS_TAG);
  return [...tags];
}

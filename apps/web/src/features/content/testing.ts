import type { LinkEntry, Story } from './types';

/**
 * Test data in the content port's full shapes: a test names the fields it is about, these fill
 * in the rest as the content service answers them.
 */

type Alternate = LinkEntry['alternates'][number];

/** A links-endpoint alternate: the story's path in `lang`. */
export const linkAlternate = (lang: string, path: string): Alternate => ({
  lang,
  path,
  name: null,
  published: true,
  translated_slug: path.split('/').at(-1) ?? path,
});

/** A links-endpoint entry. */
export function linkEntry(
  fields: Pick<LinkEntry, 'id' | 'uuid' | 'slug'> & Partial<LinkEntry>,
): LinkEntry {
  return {
    path: null,
    real_path: `/${fields.slug}`,
    name: fields.slug,
    is_folder: false,
    published: true,
    is_startpage: false,
    position: 0,
    parent_id: null,
    published_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    alternates: [],
    ...fields,
  };
}

/** A story with the given content. */
export function storyOf<C extends Record<string, unknown>>(
  fields: Pick<Story<C>, 'id' | 'uuid' | 'name' | 'slug' | 'full_slug' | 'content'> &
    Partial<Story<C>>,
): Story<C> {
  return {
    default_full_slug: null,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:00.000Z',
    first_published_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    lang: 'default',
    translated_slugs: [],
    alternates: [],
    position: 0,
    is_startpage: false,
    parent_id: null,
    group_id: String(fields.uuid),
    tag_list: [],
    sort_by_date: null,
    ...fields,
  };
}

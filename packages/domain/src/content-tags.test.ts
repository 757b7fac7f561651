import { describe, expect, it } from 'vitest';
import { CMS_CACHE_TAG, LOCALES } from './constants';
import { LINKS_TAG, listTag, storyTag, tagsToExpire } from './content-tags';

describe('tagsToExpire', () => {
  it('expires an edited story in every locale and its lists, not the link map', () => {
    const tags = tagsToExpire(
      { action: 'published', full_slug: 'schmuck/ringe', component: 'page', links_changed: false },
      LOCALES,
    );
    expect(tags).toContain(storyTag('schmuck/ringe', 'de'));
    expect(tags).toContain(storyTag('schmuck/ringe', 'zh-hans'));
    expect(tags).toContain(listTag('page', 'ja'));
    expect(tags).not.toContain(LINKS_TAG);
    expect(tags).not.toContain(CMS_CACHE_TAG);
    expect(tags).toHaveLength(LOCALES.length * 2);
  });

  it('expires the link map when paths or names changed', () => {
    const tags = tagsToExpire(
      { action: 'published', full_slug: 'neu', component: 'page', links_changed: true },
      ['de'],
    );
    expect(tags).toEqual([storyTag('neu', 'de'), listTag('page', 'de'), LINKS_TAG]);
  });

  it.each(['unpublished', 'deleted'] as const)('expires the link map when %s', (action) => {
    const tags = tagsToExpire(
      { action, full_slug: 'alt', component: 'product', links_changed: false },
      ['en'],
    );
    expect(tags).toEqual([storyTag('alt', 'en'), listTag('product', 'en'), LINKS_TAG]);
  });

  it('expires the old and the new path of a moved story', () => {
    const tags = tagsToExpire(
      {
        action: 'published',
        full_slug: 'neu',
        previous_full_slug: 'alt',
        component: 'page',
        links_changed: true,
      },
      ['de'],
    );
    expect(tags).toContain(storyTag('alt', 'de'));
    expect(tags).toContain(storyTag('neu', 'de'));
  });

  it('expires everything when the content type is unknown (a webhook that does not say)', () => {
    expect(
      tagsToExpire({ action: 'published', full_slug: 'x', links_changed: false }, LOCALES),
    ).toEqual([CMS_CACHE_TAG]);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CMS_CACHE_TAG } from '@maison/domain/constants';
import { LINKS_TAG, listTag, storyTag } from '@maison/domain/content-tags';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));
const { changeFromWebhook, expireContent } = await import('./expire');
const { publishCount } = await import('./publish-count');

beforeEach(() => revalidateTag.mockClear());

describe('expireContent', () => {
  it('expires the story in every locale and its lists at once, and counts the publish', () => {
    const before = publishCount();
    const tags = expireContent({
      action: 'deleted',
      full_slug: 'marke/aktion',
      component: 'page',
      links_changed: true,
    });
    expect(tags).toContain(storyTag('marke/aktion', 'ko'));
    expect(tags).toContain(listTag('page', 'de'));
    expect(tags).toContain(LINKS_TAG);
    expect(revalidateTag).toHaveBeenCalledTimes(tags.length);
    expect(revalidateTag).toHaveBeenCalledWith(LINKS_TAG, { expire: 0 });
    expect(publishCount()).toBe(before + 1);
  });
});

describe('changeFromWebhook', () => {
  it("reads our API's event", () => {
    const event = {
      action: 'published',
      full_slug: 'home',
      component: 'page',
      links_changed: false,
    };
    expect(changeFromWebhook({ uuid: 'x', ...event })).toEqual(event);
  });

  it("reads Storyblok's story webhook; a move is a change of links", () => {
    expect(
      changeFromWebhook({
        text: 'The user moved the story',
        action: 'moved',
        space_id: 1,
        story_id: 2,
        full_slug: 'marke/neu',
      }),
    ).toEqual({
      action: 'published',
      full_slug: 'marke/neu',
      component: null,
      links_changed: true,
    });
  });

  it('expires everything for a Storyblok event (no content type)', () => {
    const change = changeFromWebhook({ action: 'unpublished', story_id: 2, full_slug: 'x' });
    expect(expireContent(change!)).toEqual([CMS_CACHE_TAG]);
  });

  it('refuses other bodies', () => {
    expect(changeFromWebhook(null)).toBeNull();
    expect(changeFromWebhook({ action: 'released', full_slug: 'x' })).toBeNull();
  });
});

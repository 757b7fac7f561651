import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinksMap } from './types';
import { linkEntry } from './testing';

const getStory = vi.fn();
vi.mock('./api', () => ({ getStory, getLinks: vi.fn(async () => LINKS) }));

const { createLinkResolver } = await import('./links');
const { configFooter, configNavigation, toNavItems } = await import('./navigation');

const LINKS: LinksMap = {
  'uuid-rings': linkEntry({ id: 1, uuid: 'uuid-rings', slug: 'schmuck/ringe', alternates: [] }),
};
const links = createLinkResolver(LINKS, 'de');
const overview = (label: string) => `${label} – Übersicht`;

afterEach(() => vi.restoreAllMocks());

describe('navigation from the config story: missing placeholder content (002 §8, 001 §8)', () => {
  it('logs and leaves out an item without label or link target', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const items = toNavItems(
      [
        { _uid: 'ok', label: 'Ringe', link: { linktype: 'story', id: 'uuid-rings' } },
        { _uid: 'no-label', label: '', link: { linktype: 'story', id: 'uuid-rings' } },
        { _uid: 'gone', label: 'Archiv', link: { linktype: 'story', id: 'uuid-deleted' } },
        { _uid: 'no-link', label: 'Leer', link: null },
      ],
      links,
      overview,
    );
    expect(items.map((item) => item.id)).toEqual(['ok']);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[content] navigation item no-label has no label: left out',
      '[content] navigation item gone has no link target: left out',
      '[content] navigation item no-link has no link target: left out',
    ]);
  });

  it('drops a group whose children are all missing down to a plain link', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [item] = toNavItems(
      [
        {
          _uid: 'group',
          label: 'Schmuck',
          link: { linktype: 'story', id: 'uuid-rings' },
          children: [{ _uid: 'child', label: 'Weg', link: { linktype: 'story', id: 'uuid-x' } }],
        },
      ],
      links,
      overview,
    );
    expect(item).toEqual({
      id: 'group',
      label: 'Schmuck',
      href: '/schmuck/ringe',
      children: undefined,
      overviewLabel: undefined,
    });
  });

  it('answers null without the config story, so the shell falls back and says so', async () => {
    getStory.mockResolvedValue(null);
    expect(await configNavigation('de', overview)).toBeNull();
    expect(await configFooter('de')).toBeNull();
  });
});

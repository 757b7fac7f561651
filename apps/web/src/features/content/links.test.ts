import { describe, expect, it } from 'vitest';
import { createLinkResolver, findEntryByPath, findEntryInAnyLocale, localizedHref } from './links';
import type { LinksMap } from './types';
import { linkEntry, linkAlternate } from './testing';

const links: LinksMap = {
  'uuid-rings': linkEntry({
    id: 1,
    uuid: 'uuid-rings',
    slug: 'schmuck/ringe',
    alternates: [linkAlternate('en', 'jewellery/rings'), linkAlternate('ja', 'jewellery/rings')],
  }),
  'uuid-home': linkEntry({ id: 2, uuid: 'uuid-home', slug: 'home', is_startpage: true }),
  'uuid-folder': linkEntry({ id: 3, uuid: 'uuid-folder', slug: 'schmuck', is_folder: true }),
  'uuid-albrecht': linkEntry({
    id: 4,
    uuid: 'uuid-albrecht',
    slug: 'juweliere/juwelier-albrecht-hamburg',
    alternates: [linkAlternate('en', 'jewellers/juwelier-albrecht-hamburg')],
  }),
};

describe('link resolver', () => {
  it('resolves story links to the localized public path', () => {
    const de = createLinkResolver(links, 'de');
    const en = createLinkResolver(links, 'en');
    expect(de.href({ linktype: 'story', id: 'uuid-rings' })).toBe('/schmuck/ringe');
    expect(en.href({ linktype: 'story', id: 'uuid-rings' })).toBe('/en/jewellery/rings');
    expect(en.href({ linktype: 'story', id: '', cached_url: 'schmuck/ringe' })).toBe(
      '/en/jewellery/rings',
    );
    expect(en.href({ linktype: 'story', cached_url: 'home' })).toBe('/en');
    expect(de.href({ linktype: 'story', cached_url: 'home' })).toBe('/');
    expect(en.localePath({ linktype: 'story', cached_url: 'schmuck/ringe' })).toBe(
      '/jewellery/rings',
    );
  });

  it('falls back to the German path when a translation is missing', () => {
    expect(createLinkResolver(links, 'ko').storyHref('schmuck/ringe')).toBe('/ko/schmuck/ringe');
  });

  it('adds the microsite prefix and a trailing slash under a microsite (000 §2)', () => {
    const de = createLinkResolver(links, 'de', 'juwelier-albrecht-hamburg');
    const ja = createLinkResolver(links, 'ja', 'juwelier-albrecht-hamburg');
    expect(de.href({ linktype: 'story', id: 'uuid-rings' })).toBe(
      '/juwelier/juwelier-albrecht-hamburg/schmuck/ringe/',
    );
    expect(ja.href({ linktype: 'story', id: 'uuid-rings' })).toBe(
      '/ja/juwelier/juwelier-albrecht-hamburg/jewellery/rings/',
    );
    expect(de.href({ linktype: 'story', cached_url: 'home' })).toBe(
      '/juwelier/juwelier-albrecht-hamburg/',
    );
    expect(localizedHref('', 'de')).toBe('/');
  });

  it("names a jeweler's own story by its microsite's root there, and by its path elsewhere", () => {
    const own = { linktype: 'story', id: 'uuid-albrecht' } as const;
    expect(createLinkResolver(links, 'de', 'juwelier-albrecht-hamburg').href(own)).toBe(
      '/juwelier/juwelier-albrecht-hamburg/',
    );
    expect(createLinkResolver(links, 'en', 'juwelier-albrecht-hamburg').href(own)).toBe(
      '/en/juwelier/juwelier-albrecht-hamburg/',
    );
    expect(createLinkResolver(links, 'en', 'goldschmiede-keller-zuerich').href(own)).toBe(
      '/en/juwelier/goldschmiede-keller-zuerich/jewellers/juwelier-albrecht-hamburg/',
    );
    expect(createLinkResolver(links, 'en').href(own)).toBe(
      '/en/jewellers/juwelier-albrecht-hamburg',
    );
  });

  it('keeps external links, e-mail and anchors', () => {
    const de = createLinkResolver(links, 'de');
    expect(de.href({ linktype: 'url', url: 'https://example.com' })).toBe('https://example.com');
    expect(de.href({ linktype: 'email', email: 'a@b.de' })).toBe('mailto:a@b.de');
    expect(de.href({ linktype: 'story', id: 'uuid-rings', anchor: 'top' })).toBe(
      '/schmuck/ringe#top',
    );
    expect(de.href({ linktype: 'url', url: '' })).toBeNull();
    expect(de.href(null)).toBeNull();
  });

  it('finds the story behind a localized path, never a folder', () => {
    expect(findEntryByPath(links, 'en', ['jewellery', 'rings'])?.slug).toBe('schmuck/ringe');
    expect(findEntryByPath(links, 'de', ['schmuck', 'ringe'])?.slug).toBe('schmuck/ringe');
    expect(findEntryByPath(links, 'de', ['jewellery', 'rings'])).toBeUndefined();
    expect(findEntryByPath(links, 'de', ['schmuck'])).toBeUndefined();
  });
});

describe('findEntryInAnyLocale', () => {
  it('finds a story by the path of another locale', () => {
    expect(findEntryInAnyLocale(links, ['schmuck', 'ringe'])?.slug).toBe('schmuck/ringe');
    expect(findEntryInAnyLocale(links, ['jewellery', 'rings'])?.slug).toBe('schmuck/ringe');
    expect(findEntryInAnyLocale(links, ['nope'])).toBeUndefined();
  });
});

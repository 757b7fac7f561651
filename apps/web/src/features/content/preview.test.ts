import { describe, expect, it } from 'vitest';
import { previewPath, samePreviewSecret } from './preview';
import type { LinksMap } from './types';
import { linkEntry, linkAlternate } from './testing';

const links: LinksMap = {
  'uuid-rings': linkEntry({
    id: 1,
    uuid: 'uuid-rings',
    slug: 'schmuck/ringe',
    alternates: [linkAlternate('ja', 'jewellery/rings')],
  }),
  'uuid-home': linkEntry({ id: 2, uuid: 'uuid-home', slug: 'home', is_startpage: true }),
};

describe('previewPath', () => {
  it("opens the story's page in the asked locale", () => {
    expect(previewPath(links, 'schmuck/ringe', 'de')).toBe('/schmuck/ringe');
    expect(previewPath(links, 'schmuck/ringe', 'ja')).toBe('/ja/jewellery/rings');
  });

  it('opens the home page for the home story, an unknown story or locale', () => {
    expect(previewPath(links, 'home', 'ko')).toBe('/ko');
    expect(previewPath(links, 'gibt/es/nicht', 'en')).toBe('/en');
    expect(previewPath(links, 'schmuck/ringe', 'xx')).toBe('/schmuck/ringe');
  });
});

describe('samePreviewSecret', () => {
  it('accepts only the configured secret', () => {
    expect(samePreviewSecret('geheim', 'geheim')).toBe(true);
    expect(samePreviewSecret('geheim2', 'geheim')).toBe(false);
    expect(samePreviewSecret(null, 'geheim')).toBe(false);
    expect(samePreviewSecret('geheim', null)).toBe(false);
  });
});

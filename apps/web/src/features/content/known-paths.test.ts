import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './known-paths';
import type { LinksMap } from './types';

const entry = (slug: string, alternates: { lang: string; path: string }[] = []) => ({
  id: 1,
  uuid: slug,
  slug,
  name: slug,
  is_folder: false,
  published: true,
  is_startpage: false,
  parent_id: null,
  position: 0,
  real_path: `/${slug}`,
  alternates: alternates.map((a) => ({
    ...a,
    name: slug,
    translated_slug: a.path,
    published: true,
    is_folder: false,
  })),
});

const links = {
  a: entry('home'),
  b: entry('schmuck/ringe', [{ lang: 'ja', path: 'jewelry/rings' }]),
  c: entry('config'),
  d: entry('juweliere/albrecht'),
} as unknown as LinksMap;

describe('isKnownPagePath', () => {
  it('knows the home page, application routes and story paths in any locale', () => {
    expect(isKnownPagePath(links, [])).toBe(true);
    expect(isKnownPagePath(links, ['styleguide'])).toBe(true);
    expect(isKnownPagePath(links, ['portal', 'formulare'])).toBe(true);
    expect(isKnownPagePath(links, ['schmuck', 'ringe'])).toBe(true);
    expect(isKnownPagePath(links, ['jewelry', 'rings'])).toBe(true);
  });

  it('does not know unknown paths, data stories or the start page by its slug', () => {
    expect(isKnownPagePath(links, ['schmuck', 'nix'])).toBe(false);
    expect(isKnownPagePath(links, ['config'])).toBe(false);
    expect(isKnownPagePath(links, ['home'])).toBe(false);
  });

  it('knows microsite pages only of known jewelers', () => {
    expect(isKnownPagePath(links, ['juwelier', 'albrecht'])).toBe(true);
    expect(isKnownPagePath(links, ['juwelier', 'albrecht', 'schmuck', 'ringe'])).toBe(true);
    expect(isKnownPagePath(links, ['juwelier', 'nobody'])).toBe(false);
    expect(isKnownPagePath(links, ['juwelier', 'albrecht', 'nix'])).toBe(false);
  });
});

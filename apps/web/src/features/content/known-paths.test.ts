import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_SEGMENT,
  careerPathId,
  isAppRoutePath,
  isCareerPath,
  isKnownPagePath,
  storyAddressElsewhere,
} from './known-paths';
import { countPublish, publishCount } from './publish-count';
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
  e: entry('konto', [{ lang: 'ja', path: 'account' }]),
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

describe('isAppRoutePath (decision 0023: these pages are rendered per request, never cached)', () => {
  it('names the application routes, not the home page, stories or the not-found page', () => {
    expect(isAppRoutePath(['anmelden'])).toBe(true);
    expect(isAppRoutePath(['portal', 'stock'])).toBe(true);
    expect(isAppRoutePath(['shop', 'warenkorb'])).toBe(true);
    expect(isAppRoutePath([])).toBe(false);
    expect(isAppRoutePath(['schmuck', 'ringe'])).toBe(false);
    expect(isAppRoutePath([NOT_FOUND_SEGMENT])).toBe(false);
  });

  it('does not know the not-found page as a page path, so a direct request to it is a 404', () => {
    expect(isKnownPagePath(links, [NOT_FOUND_SEGMENT])).toBe(false);
  });
});

describe('publish count', () => {
  it('counts each publish the process saw', () => {
    const before = publishCount();
    countPublish();
    countPublish();
    expect(publishCount()).toBe(before + 2);
  });
});

describe('job pages (001 §2: /{locale}/career/{id})', () => {
  it('are cached pages whose id the proxy checks against the open positions', () => {
    expect(isAppRoutePath(['career', '1201'])).toBe(false);
    expect(isCareerPath(['career', '1201'])).toBe(true);
    expect(isCareerPath(['karriere'])).toBe(false);
    expect(careerPathId(['career', '1201'])).toBe('1201');
  });

  it('have exactly one numeric id', () => {
    expect(careerPathId(['career'])).toBeNull();
    expect(careerPathId(['career', 'abc'])).toBeNull();
    expect(careerPathId(['career', '1201', 'x'])).toBeNull();
    expect(careerPathId(['karriere', '1201'])).toBeNull();
  });
});

describe('storyAddressElsewhere', () => {
  it("names the story's address in this locale for another locale's path", () => {
    expect(storyAddressElsewhere(links, 'ja', ['schmuck', 'ringe'])).toBe('/ja/jewelry/rings');
    expect(storyAddressElsewhere(links, 'de', ['jewelry', 'rings'])).toBe('/schmuck/ringe');
    expect(storyAddressElsewhere(links, 'en', ['jewelry', 'rings'])).toBe('/en/schmuck/ringe');
  });

  it("keeps a microsite's prefix and trailing slash", () => {
    expect(storyAddressElsewhere(links, 'ja', ['juwelier', 'albrecht', 'schmuck', 'ringe'])).toBe(
      '/ja/juwelier/albrecht/jewelry/rings/',
    );
    // The jeweler's own story at its own path: the microsite page answers 308 to the root.
    expect(
      storyAddressElsewhere(links, 'ja', ['juwelier', 'albrecht', 'juweliere', 'albrecht']),
    ).toBeNull();
  });

  it("leaves this locale's own paths, unknown paths and data stories alone", () => {
    expect(storyAddressElsewhere(links, 'ja', ['jewelry', 'rings'])).toBeNull();
    expect(storyAddressElsewhere(links, 'de', ['schmuck', 'ringe'])).toBeNull();
    expect(storyAddressElsewhere(links, 'ja', [])).toBeNull();
    expect(storyAddressElsewhere(links, 'ja', ['juwelier', 'albrecht'])).toBeNull();
    expect(storyAddressElsewhere(links, 'ja', ['schmuck', 'nix'])).toBeNull();
    expect(storyAddressElsewhere(links, 'ja', ['config'])).toBeNull();
    // The account page is an application route, though a story's German path is 'konto'.
    expect(storyAddressElsewhere(links, 'ja', ['konto'])).toBeNull();
  });
});

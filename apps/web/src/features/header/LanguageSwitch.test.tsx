import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@maison/domain/constants';
import { NOT_FOUND_SEGMENT } from '@/features/content/known-paths';
import { MESSAGES, renderWithIntl } from '@/ui/test-utils';
import { LanguageLinks, LanguageSwitch } from './LanguageSwitch';

const at = vi.hoisted(() => ({ pathname: '/', segment: null as string | null }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSelectedLayoutSegment: () => at.segment,
}));
// The routing's own getPathname: the hrefs are what next-intl makes of this site's routing.
vi.mock('@/i18n/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/i18n/navigation')>()),
  usePathname: () => at.pathname,
}));

const NAMES = Object.fromEntries(LOCALES.map((l) => [l, MESSAGES.de.language[l]])) as Record<
  Locale,
  string
>;

function hrefs(locale: Locale, pathname: string, segment: string | null = null) {
  at.pathname = pathname;
  at.segment = segment;
  renderWithIntl(<LanguageLinks names={NAMES} />, { locale });
  return Object.fromEntries(
    LOCALES.map((l) => [l, screen.getByRole('link', { name: NAMES[l] }).getAttribute('href')]),
  );
}

describe('language links (issue 24: canonical addresses)', () => {
  it('name the current path in each language, German without the /de prefix', () => {
    expect(hrefs('de', '/schmuck/ringe')).toEqual({
      de: '/schmuck/ringe',
      en: '/en/schmuck/ringe',
      ja: '/ja/schmuck/ringe',
      ko: '/ko/schmuck/ringe',
      'zh-hans': '/zh-hans/schmuck/ringe',
    });
  });

  it('lead from another language to the unprefixed German address', () => {
    expect(hrefs('ja', '/')).toMatchObject({ de: '/', ja: '/ja', en: '/en' });
  });

  it('lead to the home pages from the not-found page', () => {
    expect(hrefs('ko', '/no-such-page', NOT_FOUND_SEGMENT)).toMatchObject({ de: '/', ko: '/ko' });
  });
});

function trigger(locale: Locale) {
  const names = Object.fromEntries(LOCALES.map((l) => [l, MESSAGES[l].language[l]])) as Record<
    Locale,
    string
  >;
  const label = MESSAGES[locale].header.language.replace('{language}', names[locale]);
  renderWithIntl(<LanguageSwitch names={names} label={label} />, { locale });
  return screen.getByRole('button');
}

/** The hreflang alternates Next writes for a page into <head>, as absolute URLs. */
function writeAlternates(paths: Record<string, string>) {
  for (const [hreflang, path] of Object.entries(paths)) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = `https://maison.example${path}`;
    document.head.append(link);
  }
}

const RINGS = {
  de: '/schmuck/ringe',
  en: '/en/jewellery/rings',
  ja: '/ja/jewelry/rings',
  ko: '/ko/jewelry/rings',
  'zh-Hans': '/zh-hans/jewelry/rings',
  'x-default': '/schmuck/ringe',
};

describe("language links in the browser name the page's translated addresses", () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="alternate"]').forEach((link) => link.remove());
    window.history.replaceState(null, '', '/');
  });

  it('from its hreflang alternates, German without a prefix', () => {
    window.history.replaceState(null, '', '/ja/jewelry/rings');
    writeAlternates(RINGS);
    expect(hrefs('ja', '/jewelry/rings')).toEqual({
      de: '/schmuck/ringe',
      en: '/en/jewellery/rings',
      ja: '/ja/jewelry/rings',
      ko: '/ko/jewelry/rings',
      'zh-hans': '/zh-hans/jewelry/rings',
    });
  });

  it("not from another page's alternates, still in the head after a client navigation", async () => {
    window.history.replaceState(null, '', '/karriere');
    writeAlternates(RINGS);
    expect(hrefs('de', '/karriere')).toMatchObject({ de: '/karriere', en: '/en/karriere' });
    // Next then writes the page's own alternates: the links follow.
    await act(async () => {
      document.head.querySelectorAll('link[rel="alternate"]').forEach((link) => link.remove());
      writeAlternates({ de: '/karriere', en: '/en/careers', ja: '/ja/careers' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('link', { name: NAMES.en }).getAttribute('href')).toBe('/en/careers');
    expect(screen.getByRole('link', { name: NAMES.ko }).getAttribute('href')).toBe('/ko/karriere');
  });

  it('not on the not-found page', () => {
    window.history.replaceState(null, '', '/ko/no-such-page');
    writeAlternates({ ko: '/ko/no-such-page', en: '/en/elsewhere' });
    expect(hrefs('ko', '/no-such-page', NOT_FOUND_SEGMENT)).toMatchObject({ en: '/en', ko: '/ko' });
  });
});

describe('language switch (axe label-content-name-mismatch)', () => {
  it.each([
    ['de', 'DE', 'DE Sprache wählen, aktuell: Deutsch'],
    ['ja', 'JA', 'JA 言語を選択(現在:日本語)'],
    ['zh-hans', 'ZH', 'ZH 选择语言,当前:简体中文'],
  ] as const)('%s: the accessible name starts with the visible "%s"', (locale, code, name) => {
    const button = trigger(locale);
    expect(screen.getByRole('button', { name })).toBe(button);
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(button.textContent?.replace(/\s+/g, ' ').trim()).toBe(name);
    expect(button.textContent?.startsWith(code)).toBe(true);
  });
});

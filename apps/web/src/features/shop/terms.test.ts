import { describe, expect, it, vi } from 'vitest';
import { termsHref, termsLocale } from './terms';

vi.mock('@/features/content/api', () => ({
  getLinks: async () => ({
    agb: {
      id: 1,
      uuid: 'agb',
      slug: 'service/agb',
      name: 'AGB',
      is_folder: false,
      published: true,
      alternates: [
        { lang: 'en', path: 'service/terms', name: 'Terms and conditions' },
        { lang: 'ja', path: 'service/terms', name: 'ご利用規約' },
      ],
    },
  }),
}));

describe('cart terms link (001 §9)', () => {
  it('is German for de and English for every other locale', () => {
    expect(termsLocale('de')).toBe('de');
    for (const locale of ['en', 'ja', 'ko', 'zh-hans'] as const)
      expect(termsLocale(locale)).toBe('en');
  });

  it('resolves the localized page of the terms story', async () => {
    expect(await termsHref('de')).toBe('/service/agb');
    expect(await termsHref('ja')).toBe('/en/service/terms');
    expect(await termsHref('en')).toBe('/en/service/terms');
  });
});

import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@maison/domain/constants';
import type { Story } from '@/features/content/types';
import de from '@/i18n/messages/de.json';
import ja from '@/i18n/messages/ja.json';
import { jewelerDescription } from './description';

vi.mock('next-intl/server', () => ({
  getTranslations: ({ locale, namespace }: { locale: Locale; namespace: 'jeweler.page' }) =>
    Promise.resolve(createTranslator({ locale, messages: locale === 'ja' ? ja : de, namespace })),
}));

const story = (content: Record<string, unknown>): Story =>
  ({
    id: 1,
    uuid: 'story-1',
    name: 'Juwelier Brenner',
    slug: 'juwelier-brenner-stuttgart',
    full_slug: 'juweliere/juwelier-brenner-stuttgart',
    content: { _uid: 'c-1', ...content },
  }) as Story;

describe('jewelerDescription', () => {
  const brenner = story({
    component: 'jeweler',
    name: 'Juwelier Brenner',
    address: 'Königstraße 12',
    zip: '70173',
    city: 'Stuttgart',
  });

  it("names the shop and its address in the page's language", async () => {
    expect(await jewelerDescription(brenner, 'de')).toBe(
      'Juwelier Brenner, Königstraße 12, 70173 Stuttgart: Öffnungszeiten, Kontakt, Route und Terminvereinbarung.',
    );
    expect(await jewelerDescription(brenner, 'ja')).toContain('営業時間');
  });

  it('leaves out missing address parts and other content types', async () => {
    const cityOnly = story({ component: 'jeweler', name: 'Lounge Tokyo', city: 'Tokyo' });
    expect(await jewelerDescription(cityOnly, 'de')).toMatch(/^Lounge Tokyo, Tokyo: /);
    expect(await jewelerDescription(story({ component: 'page' }), 'de')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import type { Locale } from '@maison/domain/constants';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import ja from '@/i18n/messages/ja.json';
import { pluralTemplates } from './listing';

const templates = (locale: Locale, messages: typeof de) => {
  const t = createTranslator({ locale, messages, namespace: 'product-list' });
  return pluralTemplates(locale, (count) => t('count', { count }));
};

describe('pluralTemplates', () => {
  it('gives each plural category of the locale its text, the number left open', () => {
    expect(templates('de', de)).toEqual({
      one: '{count} Schmuckstück',
      other: '{count} Schmuckstücke',
    });
    expect(templates('en', en as typeof de)).toEqual({
      one: '{count} piece',
      other: '{count} pieces',
    });
  });

  it('gives a locale without plural forms one text', () => {
    expect(templates('ja', ja as typeof de)).toEqual({ other: '{count} 点' });
  });
});

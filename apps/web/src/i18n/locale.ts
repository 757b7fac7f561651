import type { Locale } from '@maison/domain/constants';

/** BCP 47 tags for `<html lang>` and `hreflang`; the URL segment zh-hans is written zh-Hans. */
const HTML_LANG: Record<Locale, string> = {
  de: 'de',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  'zh-hans': 'zh-Hans',
};

export function htmlLang(locale: Locale): string {
  return HTML_LANG[locale];
}

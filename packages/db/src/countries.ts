import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { LOCALES, type Locale } from '@maison/domain';

/** 000 §3: a country of the country list: ISO 3166-1 numeric id, alpha-2, alpha-3, names. */
export interface Country {
  id: number;
  alpha2: string;
  alpha3: string;
  names: Record<Locale, string>;
}

/** i18n-iso-countries' language per site locale (it names simplified Chinese `zh`). */
const COUNTRY_LANGUAGES: Record<Locale, string> = {
  de: 'de',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  'zh-hans': 'zh',
};

/**
 * Every ISO 3166-1 country from i18n-iso-countries (the version pinned in package.json), by
 * alpha-2 code, with its official name in each site locale (the code where one is missing).
 */
export function countryList(): Country[] {
  const require = createRequire(import.meta.url);
  const names = {} as Record<Locale, Record<string, string>>;
  for (const locale of LOCALES) {
    const language = COUNTRY_LANGUAGES[locale];
    countries.registerLocale(
      require(`i18n-iso-countries/langs/${language}.json`) as countries.LocaleData,
    );
    names[locale] = countries.getNames(language, { select: 'official' });
  }
  return Object.keys(countries.getAlpha2Codes())
    .sort()
    .map((alpha2) => ({
      id: Number(countries.alpha2ToNumeric(alpha2)),
      alpha2,
      alpha3: countries.alpha2ToAlpha3(alpha2) ?? alpha2,
      names: Object.fromEntries(LOCALES.map((l) => [l, names[l][alpha2] ?? alpha2])) as Record<
        Locale,
        string
      >,
    }));
}

import type { Locale } from '@maison/domain/constants';

// Typed locales for next-intl (useLocale, Link's locale prop).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
  }
}

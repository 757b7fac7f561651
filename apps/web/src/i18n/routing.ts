import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@maison/domain/constants';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // The brand wants / to be German for everyone; switching language is an explicit choice.
  localeDetection: false,
  // Without detection the cookie has no reader, and leaving it out keeps pages cacheable.
  localeCookie: false,
  // Pages name their translations in the HTML (features/seo/metadata.ts), from the content's
  // translated paths; next-intl's Link header would add the German path under each prefix.
  alternateLinks: false,
});

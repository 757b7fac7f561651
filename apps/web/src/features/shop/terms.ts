import { DEFAULT_LOCALE, type Locale } from '@maison/domain/constants';
import { getLinks } from '@/features/content/api';
import { createLinkResolver } from '@/features/content/links';

/** The content story of the trade terms the cart links to (001 §2). */
const TERMS_STORY_SLUG = 'service/agb';

/** 001 §9: the terms text is German for German, English for every other locale. */
export function termsLocale(locale: Locale): Locale {
  return locale === DEFAULT_LOCALE ? DEFAULT_LOCALE : 'en';
}

/** The localized URL of the terms page the cart links to (resolved on the server). */
export async function termsHref(locale: Locale): Promise<string> {
  const target = termsLocale(locale);
  return createLinkResolver(await getLinks(), target).storyHref(TERMS_STORY_SLUG);
}

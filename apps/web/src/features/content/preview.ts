import { timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@maison/domain/constants';
import { findEntryInAnyLocale, localizedHref, storyPath } from './links';
import type { LinksMap } from './types';

/**
 * The editor's preview (Storyblok's preview URL, or a link from our own tools):
 * `/api/preview?secret=<CONTENT_PREVIEW_SECRET>&slug=<full slug>&locale=<locale>` turns on
 * Next's draft mode for this browser and opens the page, which then renders drafts per request;
 * `/api/preview/exit` turns it off. Everyone else keeps getting the cached published pages.
 */

/** Next's draft-mode cookie: with it, the proxy lets the request render per request. */
export const PREVIEW_COOKIE = '__prerender_bypass';

export function samePreviewSecret(given: string | null, secret: string | null): boolean {
  if (!given || !secret) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Where the preview opens: the story's page in the locale, or the home page. */
export function previewPath(draftLinks: LinksMap, fullSlug: string, locale: string): string {
  const lang: Locale = LOCALES.includes(locale as Locale) ? (locale as Locale) : DEFAULT_LOCALE;
  const entry = findEntryInAnyLocale(draftLinks, fullSlug.split('/').filter(Boolean));
  return localizedHref(entry ? storyPath(entry, lang) : '', lang);
}

import { DEFAULT_LOCALE, type Locale } from '@maison/domain';

/** A page link on the site: de is unprefixed, other locales carry their prefix (000 §2). */
export function siteLink(
  language: Locale,
  pagePath: string,
  query: Record<string, string>,
  env: Record<string, string | undefined> = process.env,
): string {
  const base = (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
  const prefix = language === DEFAULT_LOCALE ? '' : `/${language}`;
  return `${base}${prefix}/${pagePath}?${new URLSearchParams(query).toString()}`;
}

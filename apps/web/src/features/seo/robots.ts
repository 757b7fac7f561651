import { DEFAULT_LOCALE, LOCALES, ROBOTS_S_MAXAGE_S } from '@maison/domain/constants';
import { absoluteUrl } from './site';

/** Areas behind a login or without content for search engines, in every locale. */
const PRIVATE_PATHS = ['/portal', '/shop'];

/**
 * /robots.txt (RFC 9309). A route of our own rather than Next's `robots.ts`, whose answer is
 * `max-age=0, must-revalidate` whatever the file says: this one may be shared by CDNs and by
 * the server's own copy of public answers (decision 0043), like the pages it describes.
 */
export function robotsTxt(): string {
  const prefixes = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`));
  const disallow = ['/api/', ...prefixes.flatMap((prefix) => PRIVATE_PATHS.map((p) => prefix + p))];
  return [
    'User-Agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}

export const ROBOTS_CACHE_CONTROL = `public, max-age=${ROBOTS_S_MAXAGE_S}, s-maxage=${ROBOTS_S_MAXAGE_S}`;

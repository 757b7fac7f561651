import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE, LOCALES } from '@maison/domain/constants';
import { absoluteUrl } from '@/features/seo/site';

/** Areas behind a login or without content for search engines, in every locale. */
const PRIVATE_PATHS = ['/portal', '/shop'];

export default function robots(): MetadataRoute.Robots {
  const prefixes = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`));
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        ...prefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => `${prefix}${path}`)),
      ],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}

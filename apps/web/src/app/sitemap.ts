import type { MetadataRoute } from 'next';
import { LOCALES } from '@maison/domain/constants';
import { getLinks } from '@/features/content/api';
import { localizedHref, storyPath } from '@/features/content/links';
import { storyAlternates } from '@/features/seo/metadata';
import { absoluteUrl } from '@/features/seo/site';

/** Stories that are data, not pages. */
const NOT_PAGES = new Set(['config']);

/** Every published story in the five locales, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const links = await getLinks();
  return Object.values(links)
    .filter((link) => link.published !== false && !link.is_folder && !NOT_PAGES.has(link.slug))
    .flatMap((link) => {
      const languages = storyAlternates(
        { full_slug: link.slug, translated_slugs: link.alternates },
        links,
      );
      return LOCALES.map((locale) => ({
        url: absoluteUrl(localizedHref(storyPath(link, locale), locale)),
        lastModified: link.published_at ?? undefined,
        alternates: { languages },
      }));
    });
}

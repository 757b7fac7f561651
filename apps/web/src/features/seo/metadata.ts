import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@maison/domain/constants';
import { localizedHref, storyPath } from '@/features/content/links';
import type { Asset, LinksMap, Story } from '@/features/content/types';
import { htmlLang } from '@/i18n/locale';
import { absoluteUrl } from './site';

interface SeoContent {
  seo_title?: string;
  seo_description?: string;
  og_image?: Asset | null;
  name?: string;
  name2?: string;
  pageSummary?: string;
  imageMain?: Asset | null;
}

/** The public URL of a story in every locale (hreflang) plus x-default (German). */
export function storyAlternates(
  story: Pick<Story, 'full_slug' | 'translated_slugs'>,
  links: LinksMap,
  microsite?: string | null,
): Record<string, string> {
  const entry = Object.values(links).find((link) => link.slug === story.full_slug) ?? {
    slug: story.full_slug,
    alternates: story.translated_slugs ?? [],
  };
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) {
    languages[htmlLang(locale)] = absoluteUrl(
      localizedHref(storyPath(entry, locale, microsite), locale, microsite),
    );
  }
  languages['x-default'] = languages[htmlLang(DEFAULT_LOCALE)]!;
  return languages;
}

/**
 * 000 §2: title and description from the story's SEO fields, else its name and summary, else
 * `fallbackDescription` (a content type's own, e.g. a jeweler's address and opening times).
 */
export function storyMetadata(
  story: Story,
  locale: Locale,
  links: LinksMap,
  microsite?: string | null,
  fallbackDescription?: string,
): Metadata {
  const content = story.content as SeoContent;
  const title =
    content.seo_title || [content.name, content.name2].filter(Boolean).join(' ') || story.name;
  const description =
    content.seo_description || content.pageSummary || fallbackDescription || undefined;
  const languages = storyAlternates(story, links, microsite);
  const canonical = languages[htmlLang(locale)]!;
  const image = content.og_image?.filename || content.imageMain?.filename;
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      title,
      description,
      url: canonical,
      locale: htmlLang(locale),
      type: 'website',
      images: image
        ? [{ url: absoluteUrl(image), alt: content.og_image?.alt || title }]
        : undefined,
    },
  };
}

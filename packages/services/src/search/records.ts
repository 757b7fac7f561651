import { DEFAULT_LOCALE, SEARCH_PRODUCT_TYPES, type Locale } from '@maison/domain/constants';
import type { Story } from '../content/types';
import type { Asset, MetalColor, SearchProductType, SearchRecord } from './types';

/**
 * Which stories are search hits, and as what (issue 16, 001 §3). Products, jewelers and pages
 * are; of the pages, those a visitor would not look for are not: the kitchen sink, error pages,
 * account and password pages, the newsletter's confirm and unsubscribe steps (reached from
 * e-mails), and the partners' folder (trade forms). The configuration story has no page at all.
 */
const EXCLUDED_PAGES = new Set([
  'kitchen-sink',
  'error-access-denied',
  'partnerportal-fehler',
  'konto',
  'passwort-festlegen',
  'newsletter/abmelden',
  'newsletter/bestaetigung',
]);
const EXCLUDED_FOLDERS = ['partner/'];

export const SEARCH_CONTENT_TYPES = ['product', 'jeweler', 'page'] as const;

/** docs/content-model.md: filterAlloy values → 000 §3 metalColor codes. */
const METAL_COLORS: Record<string, MetalColor> = { yellow_gold: 'GG', white_gold: 'WG' };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function asset(value: unknown): Asset | null {
  if (typeof value !== 'object' || value === null) return null;
  const a = value as Record<string, unknown>;
  if (!text(a.filename)) return null;
  return {
    id: typeof a.id === 'number' ? a.id : null,
    filename: text(a.filename),
    alt: text(a.alt),
    title: text(a.title),
    focus: text(a.focus),
    name: text(a.name),
  };
}

function productType(value: unknown): SearchProductType | undefined {
  return (SEARCH_PRODUCT_TYPES as readonly unknown[]).includes(value)
    ? (value as SearchProductType)
    : undefined;
}

function metalColors(value: unknown): MetalColor[] {
  if (!Array.isArray(value)) return [];
  const colors = value.map((v) => METAL_COLORS[String(v)]).filter((c) => c !== undefined);
  return [...new Set(colors)];
}

/** The story's public path in `locale` (translated), without the locale prefix. */
function localePath(story: Story, locale: Locale): string {
  const path =
    locale === DEFAULT_LOCALE
      ? story.full_slug
      : (story.translated_slugs.find((t) => t.lang === locale)?.path ?? story.full_slug);
  return path.replace(/\/+$/, '');
}

function countryName(code: string, locale: Locale): string {
  if (!/^[A-Z]{2}$/.test(code)) return '';
  const language = locale === 'zh-hans' ? 'zh-Hans' : locale;
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? '';
}

function isSearchable(story: Pick<Story, 'full_slug' | 'content'>): boolean {
  const component = story.content.component;
  if (!(SEARCH_CONTENT_TYPES as readonly string[]).includes(component)) return false;
  if (component !== 'page') return true;
  const slug = story.full_slug.replace(/\/+$/, '');
  return !EXCLUDED_PAGES.has(slug) && !EXCLUDED_FOLDERS.some((f) => slug.startsWith(f));
}

/**
 * A story (as the content port answers it in `locale`) as its search record, or null when it
 * is no search hit (see EXCLUDED_PAGES).
 */
export function searchRecordFromStory(story: Story, locale: Locale): SearchRecord | null {
  if (!isSearchable(story)) return null;
  const c = story.content;
  const base = {
    objectID: `${story.uuid}:${locale}`,
    uuid: story.uuid,
    locale,
    full_slug: localePath(story, locale),
    metalColor: [] as MetalColor[],
    isLimited: false,
  };
  if (c.component === 'product') {
    const type = productType(c.type);
    return {
      ...base,
      type: 'product',
      name: text(c.name) || story.name,
      name2: text(c.name2),
      pageSummary: text(c.pageSummary),
      image_set: (Array.isArray(c.imageSet) ? c.imageSet : [])
        .map(asset)
        .filter((a): a is Asset => a !== null),
      mpn: text(c.mpn),
      metalColor: metalColors(c.filterAlloy),
      isLimited: c.isLimited === true,
      ...(type ? { productType: type } : {}),
    };
  }
  if (c.component === 'jeweler') {
    const city = text(c.city);
    const country = text(c.country);
    const place = [text(c.address), [text(c.zip), city].filter(Boolean).join(' ')];
    return {
      ...base,
      type: 'jeweler',
      name: text(c.name) || story.name,
      pageSummary: [...place, countryName(country, locale)].filter(Boolean).join(', '),
      image_main: asset(c.imageMain),
      city,
      country,
    };
  }
  return {
    ...base,
    type: 'page',
    pageTitle: story.name,
    pageSummary: text(c.seo_description),
    image: asset(c.og_image),
  };
}

import {
  formatPrice,
  priceIn,
  visitorCurrency,
  type PriceTable,
} from '@maison/domain/products/price';
import type { Locale } from '@maison/domain/constants';
import type { LinkResolver } from '@/features/content/links';
import type { Asset, Story } from '@/features/content/types';

/** The product fields the filters read (000 §3). */
const FILTER_FIELDS = [
  'filterAlloy',
  'filterBraceletClasp',
  'filterEarringsType',
  'filterNecklaceGeneration',
  'filterRingDesign',
  'filterRingDiamonds',
  'filterRingEnamelColor',
  'filterRingWidth',
  'hasEnamel',
  'hasHeartSymbol',
  'hasMultipleDiamonds',
  'isLimited',
] as const;

export interface ProductContent {
  component: 'product';
  type?: string;
  name?: string;
  name2?: string;
  mpn?: string;
  isLimited?: boolean;
  imageMain?: Asset | null;
  imageLandscape?: Asset | null;
  imageSet?: Asset[] | null;
  pageSummary?: string;
  technicalData?: { label?: string; value?: string }[] | null;
  price?: PriceTable | null;
  [field: string]: unknown;
}

/** What a product card and the filters need: small and serialisable for the client island. */
export interface ProductSummary {
  uuid: string;
  href: string;
  type: string;
  name: string;
  name2: string | null;
  mpn: string | null;
  isLimited: boolean;
  image: { src: string; alt: string } | null;
  /** Formatted price in the visitor's currency, or null for price on request. */
  price: string | null;
  filters: Record<string, unknown>;
}

export function productContent(story: Story): ProductContent {
  return story.content as unknown as ProductContent;
}

/** The product's price in the locale's visitor currency, formatted, or null when on request. */
export function productPrice(content: ProductContent, locale: Locale): string | null {
  const currency = visitorCurrency(locale);
  const amount = priceIn(content.price, currency);
  return amount === null ? null : formatPrice(amount, currency);
}

export function toProductSummary(
  story: Story,
  locale: Locale,
  links: LinkResolver,
): ProductSummary {
  const content = productContent(story);
  const name = content.name || story.name;
  return {
    uuid: story.uuid,
    href: links.storyHref(story.full_slug),
    type: content.type ?? '',
    name,
    name2: content.name2 || null,
    mpn: content.mpn || null,
    isLimited: content.isLimited === true,
    image: content.imageMain?.filename
      ? { src: content.imageMain.filename, alt: content.imageMain.alt || name }
      : null,
    price: productPrice(content, locale),
    filters: Object.fromEntries(
      FILTER_FIELDS.filter((field) => content[field] !== undefined).map((field) => [
        field,
        content[field],
      ]),
    ),
  };
}

import type { Locale } from '@maison/domain/constants';
import { priceIn, visitorCurrency } from '@maison/domain/products/price';
import type { ProductContent } from '@/features/products/summary';
import { absoluteUrl } from './site';

/** The brand named in structured data. */
const BRAND_NAME = 'Maison';

/** schema.org Product; no offer when the price is on request. */
export function productJsonLd(
  content: ProductContent,
  locale: Locale,
  url: string,
): Record<string, unknown> {
  const currency = visitorCurrency(locale);
  const price = priceIn(content.price, currency);
  const images = [content.imageMain, ...(content.imageSet ?? [])]
    .map((asset) => asset?.filename)
    .filter((file): file is string => Boolean(file))
    .map(absoluteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: [content.name, content.name2].filter(Boolean).join(' '),
    sku: content.mpn,
    mpn: content.mpn,
    image: [...new Set(images)],
    description: content.pageSummary || undefined,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    url: absoluteUrl(url),
    ...(price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: currency,
            availability: 'https://schema.org/InStock',
            url: absoluteUrl(url),
          },
        }),
  };
}

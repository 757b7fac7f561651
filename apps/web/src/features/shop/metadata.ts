import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';

export type ShopPageId = 'shop' | 'cart' | 'location';

/** Shop pages are private: titled, never indexed. */
export async function shopMetadata(locale: Locale, page: ShopPageId): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'shop' });
  return { title: t(`pages.${page}`), robots: { index: false, follow: false } };
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';

export type PortalPageId =
  | 'stock'
  | 'sellIn'
  | 'sellOut'
  | 'openOrders'
  | 'archived'
  | 'users'
  | 'statistic'
  | 'start';

/** Portal pages are private: titled, never indexed. */
export async function portalMetadata(locale: Locale, page: PortalPageId): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'partnerportal' });
  return { title: t(`pages.${page}`), robots: { index: false, follow: false } };
}

import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { ShopCatalogue } from '@/features/shop/ShopCatalogue';
import { shopMetadata } from '@/features/shop/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/shop'>) {
  return shopMetadata((await params).locale as Locale, 'shop');
}

/** /shop: the product groups with their order forms (001 §2). */
export default async function Page({ params }: PageProps<'/[locale]/shop'>) {
  setRequestLocale((await params).locale as Locale);
  return <ShopCatalogue />;
}

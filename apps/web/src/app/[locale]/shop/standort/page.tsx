import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { LocationSelector } from '@/features/shop/LocationSelector';
import { shopMetadata } from '@/features/shop/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/shop/standort'>) {
  return shopMetadata((await params).locale as Locale, 'location');
}

/** /shop/standort: the commerce location selector (002 §2, §4). */
export default async function Page({ params }: PageProps<'/[locale]/shop/standort'>) {
  setRequestLocale((await params).locale as Locale);
  return <LocationSelector />;
}

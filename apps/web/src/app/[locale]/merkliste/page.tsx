import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { WishlistScreen, wishlistMetadata } from '@/features/wishlist/WishlistScreen';

export async function generateMetadata({ params }: PageProps<'/[locale]/merkliste'>) {
  return wishlistMetadata((await params).locale as Locale);
}

export default async function WishlistPage({ params }: PageProps<'/[locale]/merkliste'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <WishlistScreen locale={locale} />;
}

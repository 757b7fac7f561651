import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { WishlistScreen, wishlistMetadata } from '@/features/wishlist/WishlistScreen';

// An application page: rendered per request with the proxy's nonce, never cached
// (docs/decisions/0023-cached-pages.md).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/merkliste'>) {
  return wishlistMetadata((await params).locale as Locale);
}

export default async function WishlistPage({ params }: PageProps<'/[locale]/merkliste'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <WishlistScreen locale={locale} />;
}

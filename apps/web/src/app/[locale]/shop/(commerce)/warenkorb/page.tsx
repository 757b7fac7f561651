import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { CartPage } from '@/features/shop/CartPage';
import { termsHref } from '@/features/shop/terms';
import { shopMetadata } from '@/features/shop/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/shop/warenkorb'>) {
  return shopMetadata((await params).locale as Locale, 'cart');
}

/** /shop/warenkorb: the cart and order summary (001 §2). */
export default async function Page({ params }: PageProps<'/[locale]/shop/warenkorb'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <CartPage termsHref={await termsHref(locale)} />;
}

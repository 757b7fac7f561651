import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { loginQuery } from '@/features/account/pages';
import { accountMetadata, AccountScreen } from '@/features/account/screens';

export async function generateMetadata({ params }: PageProps<'/[locale]/konto'>) {
  return accountMetadata((await params).locale as Locale, 'account');
}

/** The account page; takes precedence over the content story `konto`. */
export default async function AccountPage({ params, searchParams }: PageProps<'/[locale]/konto'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <AccountScreen locale={locale} query={loginQuery(await searchParams)} />;
}

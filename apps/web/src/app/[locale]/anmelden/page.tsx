import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { loginQuery } from '@/features/account/pages';
import { accountMetadata, LoginScreen } from '@/features/account/screens';

export async function generateMetadata({ params }: PageProps<'/[locale]/anmelden'>) {
  return accountMetadata((await params).locale as Locale, 'login');
}

export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/anmelden'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <LoginScreen locale={locale} query={loginQuery(await searchParams)} />;
}

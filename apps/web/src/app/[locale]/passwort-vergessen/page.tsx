import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { loginQuery } from '@/features/account/pages';
import { accountMetadata, ForgotPasswordScreen } from '@/features/account/screens';

export async function generateMetadata({ params }: PageProps<'/[locale]/passwort-vergessen'>) {
  return accountMetadata((await params).locale as Locale, 'forgot');
}

export default async function ForgotPasswordPage({
  params,
  searchParams,
}: PageProps<'/[locale]/passwort-vergessen'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ForgotPasswordScreen locale={locale} query={loginQuery(await searchParams)} />;
}

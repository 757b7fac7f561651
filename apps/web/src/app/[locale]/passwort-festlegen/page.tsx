import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { loginQuery } from '@/features/account/pages';
import { accountMetadata, ResetPasswordScreen } from '@/features/account/screens';

export async function generateMetadata({ params }: PageProps<'/[locale]/passwort-festlegen'>) {
  return accountMetadata((await params).locale as Locale, 'reset');
}

/** The e-mails' password-set link; this route takes precedence over the story of that slug. */
export default async function PasswordSetPage({
  params,
  searchParams,
}: PageProps<'/[locale]/passwort-festlegen'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ResetPasswordScreen locale={locale} query={loginQuery(await searchParams)} />;
}

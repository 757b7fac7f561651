import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { loginQuery } from '@/features/account/pages';
import {
  InitialPasswordScreen,
  initialPasswordMetadata,
} from '@/features/portal/InitialPasswordScreen';

export async function generateMetadata({ params }: PageProps<'/[locale]/portal/erstes-passwort'>) {
  return initialPasswordMetadata((await params).locale as Locale);
}

/** 002 §2: the invite mail's link (INITIAL_PASSWORD_PAGE_PATH); outside the portal's shell. */
export default async function InitialPasswordPage({
  params,
  searchParams,
}: PageProps<'/[locale]/portal/erstes-passwort'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <InitialPasswordScreen locale={locale} query={loginQuery(await searchParams)} />;
}

import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { accountMetadata, RegisterScreen } from '@/features/account/screens';

// An application page: rendered per request with the proxy's nonce, never cached
// (docs/decisions/0023-cached-pages.md).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/registrieren'>) {
  return accountMetadata((await params).locale as Locale, 'register');
}

export default async function RegisterPage({ params }: PageProps<'/[locale]/registrieren'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <RegisterScreen locale={locale} />;
}

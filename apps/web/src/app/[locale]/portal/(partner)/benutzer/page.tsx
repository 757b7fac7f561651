import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { portalMetadata } from '@/features/portal/metadata';
import { PortalUsersPage } from '@/features/portal/PortalUsersPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/portal/benutzer'>) {
  return portalMetadata((await params).locale as Locale, 'users');
}

/** 002 §2: user management (issue 19). */
export default async function Page({ params }: PageProps<'/[locale]/portal/benutzer'>) {
  setRequestLocale((await params).locale as Locale);
  return <PortalUsersPage />;
}

import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { portalMetadata } from '@/features/portal/metadata';
import { PortalPlaceholderPage } from '@/features/portal/PortalChrome';

export async function generateMetadata({ params }: PageProps<'/[locale]/portal/benutzer'>) {
  return portalMetadata((await params).locale as Locale, 'users');
}

/** Comes with a later issue; the page says so (002 §6 still sends users here as the last resort). */
export default async function Page({ params }: PageProps<'/[locale]/portal/benutzer'>) {
  setRequestLocale((await params).locale as Locale);
  return <PortalPlaceholderPage page="users" />;
}

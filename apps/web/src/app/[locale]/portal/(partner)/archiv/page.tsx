import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { portalMetadata } from '@/features/portal/metadata';
import { PortalTablePage } from '@/features/portal/PortalPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/portal/archiv'>) {
  return portalMetadata((await params).locale as Locale, 'archived');
}

export default async function Page({ params }: PageProps<'/[locale]/portal/archiv'>) {
  setRequestLocale((await params).locale as Locale);
  return <PortalTablePage tableId="archived" />;
}

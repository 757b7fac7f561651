import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { portalMetadata } from '@/features/portal/metadata';
import { PortalTablePage } from '@/features/portal/PortalPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/portal/sell-out'>) {
  return portalMetadata((await params).locale as Locale, 'sellOut');
}

export default async function Page({ params }: PageProps<'/[locale]/portal/sell-out'>) {
  setRequestLocale((await params).locale as Locale);
  return <PortalTablePage tableId="sellOut" />;
}

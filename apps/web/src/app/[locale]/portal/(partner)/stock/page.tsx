import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { portalMetadata } from '@/features/portal/metadata';
import { PortalTablePage } from '@/features/portal/PortalPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/portal/stock'>) {
  return portalMetadata((await params).locale as Locale, 'stock');
}

export default async function Page({ params }: PageProps<'/[locale]/portal/stock'>) {
  setRequestLocale((await params).locale as Locale);
  return <PortalTablePage tableId="stock" />;
}

import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { portalMetadata } from '@/features/portal/metadata';
import { PortalStatisticsPage } from '@/features/portal/PortalStatisticsPage';

export async function generateMetadata({ params }: PageProps<'/[locale]/portal/statistic'>) {
  return portalMetadata((await params).locale as Locale, 'statistic');
}

export default async function Page({ params }: PageProps<'/[locale]/portal/statistic'>) {
  setRequestLocale((await params).locale as Locale);
  return <PortalStatisticsPage />;
}

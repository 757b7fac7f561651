import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { portalMetadata } from '@/features/portal/metadata';
import { PortalStart } from '@/features/portal/PortalStart';

export async function generateMetadata({ params }: PageProps<'/[locale]/portal'>) {
  return portalMetadata((await params).locale as Locale, 'start');
}

/** /portal: on to the first page the user may open (002 §6 order). */
export default async function Page({ params }: PageProps<'/[locale]/portal'>) {
  setRequestLocale((await params).locale as Locale);
  return <PortalStart />;
}

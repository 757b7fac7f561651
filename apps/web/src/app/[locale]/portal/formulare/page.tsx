import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { SubmissionsScreen, submissionsMetadata } from '@/features/forms/SubmissionsScreen';

export async function generateMetadata({ params }: PageProps<'/[locale]/portal/formulare'>) {
  return submissionsMetadata((await params).locale as Locale);
}

/** Form submissions for the brand's staff (superusers). */
export default async function FormSubmissionsPage({
  params,
}: PageProps<'/[locale]/portal/formulare'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <SubmissionsScreen locale={locale} />;
}

import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@maison/domain/constants';
import { clientMessages } from '@/features/shell/clientMessages';
import { StyleGuide } from './StyleGuide';

/** The style guide with its own copy: the other pages do not carry it in their payload. */
export async function StyleGuideScreen({ locale }: { locale: Locale }) {
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['styleguide'])}>
      <StyleGuide />
    </NextIntlClientProvider>
  );
}

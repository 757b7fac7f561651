import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { clientMessages } from '@/features/shell/clientMessages';
import { Text } from '@/ui/Text';
import { MailboxView } from './MailboxView';
import styles from './mailbox.module.css';

/** The development mailbox page: every e-mail the site sent, newest first. */
export async function MailboxScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'mailbox' });
  return (
    <div className={`container ${styles.page}`}>
      <Text variant="display-2" as="h1" className={styles.title}>
        {t('title')}
      </Text>
      <p className={styles.intro}>{t('intro')}</p>
      <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['mailbox'])}>
        <MailboxView />
      </NextIntlClientProvider>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { ClientCopy } from '@/features/shell/ClientCopy';
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
      <ClientCopy locale={locale} namespaces={['mailbox']}>
        <MailboxView />
      </ClientCopy>
    </div>
  );
}

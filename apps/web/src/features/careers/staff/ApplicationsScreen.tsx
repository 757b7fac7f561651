import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { ACCOUNT_ROUTES } from '@/features/account/pages';
import { localizedHref } from '@/features/content/links';
import { ClientCopy } from '@/features/shell/ClientCopy';
import { Text } from '@/ui/Text';
import { Applications } from './Applications';
import styles from '../careers.module.css';

/** The staff page's route (APP_ROUTE_SEGMENTS has 'portal'). */
const APPLICATIONS_PATH = '/portal/bewerbungen';

export async function applicationsMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'careersAdmin' });
  return { title: t('title'), robots: { index: false } };
}

/** The brand staff's job applications with their files (issue 20). */
export async function ApplicationsScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'careersAdmin' });
  const next = encodeURIComponent(localizedHref(APPLICATIONS_PATH, locale));
  return (
    <div className={`container ${styles.staffPage}`}>
      <Text variant="display-2" as="h1">
        {t('title')}
      </Text>
      <p className={styles.muted}>{t('intro')}</p>
      <ClientCopy locale={locale} namespaces={['careersAdmin']}>
        <Applications
          locale={locale}
          loginHref={`${localizedHref(ACCOUNT_ROUTES.login, locale)}?next=${next}`}
        />
      </ClientCopy>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import type { Locale } from '@maison/domain/constants';
import { ACCOUNT_ROUTES } from '@/features/account/pages';
import { localizedHref } from '@/features/content/links';
import { ClientCopy } from '@/features/shell/ClientCopy';
import { Text } from '@/ui/Text';
import { FormSubmissions } from './FormSubmissions';
import styles from '../forms.module.css';

/** The staff page's route (APP_ROUTE_SEGMENTS has 'portal'). */
const SUBMISSIONS_PATH = '/portal/formulare';

export async function submissionsMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'formsAdmin' });
  return { title: t('title'), robots: { index: false } };
}

/** The brand staff's list and CSV export of the form submissions (issue 5). */
export async function SubmissionsScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'formsAdmin' });
  const next = encodeURIComponent(localizedHref(SUBMISSIONS_PATH, locale));
  return (
    <div className={`container ${styles.staff}`}>
      <Text variant="display-2" as="h1">
        {t('title')}
      </Text>
      <p className={styles.text}>{t('intro')}</p>
      <ClientCopy locale={locale} namespaces={['formsAdmin']}>
        <FormSubmissions
          loginHref={`${localizedHref(ACCOUNT_ROUTES.login, locale)}?next=${next}`}
        />
      </ClientCopy>
    </div>
  );
}

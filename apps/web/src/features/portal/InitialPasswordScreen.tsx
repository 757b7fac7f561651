import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import type { Locale } from '@maison/domain/constants';
import { InitialPasswordForm } from '@/features/account/InitialPasswordForm';
import { ACCOUNT_ROUTES, type LoginQuery } from '@/features/account/pages';
import { localizedHref } from '@/features/content/links';
import { ClientCopy } from '@/features/shell/ClientCopy';
import { Text } from '@/ui/Text';
import styles from './users/users.module.css';

/** The password form's copy: its own, and the account forms' messages it shows (000 §5, §8). */
const NAMESPACES = ['partnerportal', 'register', 'password-forgot', 'account'];

export async function initialPasswordMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'partnerportal.initial-password' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * 002 §2: the initial password page of an invited user (reachable without a login): reads uid
 * and token from the query; on success the login page (as after a password reset, 000 §4).
 */
export async function InitialPasswordScreen({
  locale,
  query,
}: {
  locale: Locale;
  query: LoginQuery;
}) {
  const t = await getTranslations({ locale, namespace: 'partnerportal.initial-password' });
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.column}>
        <Text variant="display-2" as="h1" className={styles.pageTitle}>
          {t('title')}
        </Text>
        <p className={styles.intro}>{t('intro')}</p>
        {query.uid && query.token ? (
          <ClientCopy locale={locale} namespaces={NAMESPACES}>
            <InitialPasswordForm
              uid={query.uid}
              token={query.token}
              loginHref={`${localizedHref(ACCOUNT_ROUTES.login, locale)}?passwordset=true`}
            />
          </ClientCopy>
        ) : (
          <p className={styles.failure} role="alert">
            {t('missingLink')}
          </p>
        )}
      </div>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './status.module.css';

/** The localized "page not found" content, shared by every not-found boundary. */
export async function NotFoundView() {
  const t = await getTranslations('errors');
  return (
    <section className={`container ${styles.status}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('notFoundTitle')}</h1>
      <p className={styles.text}>{t('notFoundText')}</p>
      <Link href="/" className={styles.action}>
        {t('backHome')}
      </Link>
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import styles from '@/features/errors/status.module.css';

export default function LocaleError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  return (
    <section className={`container ${styles.status}`} role="alert">
      <h1>{t('errorTitle')}</h1>
      <p className={styles.text}>{t('errorText')}</p>
      <button type="button" className={styles.action} onClick={reset}>
        {t('retry')}
      </button>
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';

export default function LocaleError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errors');
  return (
    <section className="container status-page" role="alert">
      <h1>{t('errorTitle')}</h1>
      <p className="status-page-text">{t('errorText')}</p>
      <button type="button" className="status-page-action" onClick={reset}>
        {t('retry')}
      </button>
    </section>
  );
}

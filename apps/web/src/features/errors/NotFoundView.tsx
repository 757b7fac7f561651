import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** The localized "page not found" content, shared by every not-found boundary. */
export async function NotFoundView() {
  const t = await getTranslations('errors');
  return (
    <section className="container status-page">
      <p className="status-page-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFoundTitle')}</h1>
      <p className="status-page-text">{t('notFoundText')}</p>
      <Link href="/" className="status-page-action">
        {t('backHome')}
      </Link>
    </section>
  );
}

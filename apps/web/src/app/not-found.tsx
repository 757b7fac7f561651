import '@/styles/global.css';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';

/**
 * The 404 page of a path that reached no route: the proxy sends unknown page paths to each
 * locale's own not-found page (app/[locale]/seite-nicht-gefunden), so this one only answers
 * what it does not route (unknown /_next/ paths), in the default locale. It is deliberately
 * plain: Next puts this boundary into the payload of every page, and with the site's header and
 * footer it made a fifth of each page's inline data (issue 15).
 */
export default async function RootNotFound() {
  const locale = routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'errors' });
  const meta = await getTranslations({ locale, namespace: 'meta' });
  return (
    <html lang={locale}>
      <body>
        <title>{meta('titleTemplate', { title: t('notFoundTitle') })}</title>
        <meta name="robots" content="noindex" />
        <main className="container" style={{ paddingBlock: 'var(--space-10)' }}>
          <h1>{t('notFoundTitle')}</h1>
          <p>{t('notFoundText')}</p>
          <a href="/">{t('backHome')}</a>
        </main>
      </body>
    </html>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/features/errors/NotFoundView';
import { SiteShell } from '@/features/shell/SiteShell';
import { routing } from '@/i18n/routing';

/**
 * The 404 page of a path that reached no route: the proxy sends unknown page paths to each
 * locale's own not-found page (app/[locale]/seite-nicht-gefunden), so this one only answers
 * what it does not route, in the default locale.
 */
export default async function RootNotFound() {
  const locale = routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'errors' });
  const meta = await getTranslations({ locale, namespace: 'meta' });
  return (
    <SiteShell locale={locale}>
      {/* React hoists these into <head>; the layouts' metadata does not reach this route. */}
      <title>{meta('titleTemplate', { title: t('notFoundTitle') })}</title>
      <meta name="robots" content="noindex" />
      <NotFoundView />
    </SiteShell>
  );
}

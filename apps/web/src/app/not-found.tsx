import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { NotFoundView } from '@/features/errors/NotFoundView';
import { SiteShell } from '@/features/shell/SiteShell';
import { NOT_FOUND_LOCALE_HEADER } from '@/i18n/not-found-locale';
import { routing } from '@/i18n/routing';

/**
 * The localized 404 page for every path no page answers: the proxy rewrites unknown paths here
 * and names the visitor's locale in a request header.
 */
export default async function RootNotFound() {
  const requested = (await headers()).get(NOT_FOUND_LOCALE_HEADER);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
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

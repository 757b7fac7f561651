import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { configFooter, configNavigation } from '@/features/content/navigation';
import { FontStylesheets } from '@/features/fonts/FontStylesheets';
import { Footer } from '@/features/footer/Footer';
import { Header } from '@/features/header/Header';
import { localizeNavigation, MAIN_NAVIGATION } from '@/features/header/navigation';
import { ClickIdCapture } from '@/features/tracking/ClickIdCapture';
import { TagManager } from '@/features/tracking/TagManager';
import { tagManagerContainer } from '@/features/tracking/tagManager';
import { TrackingListeners } from '@/features/tracking/TrackingListeners';
import { ClientCopy } from './ClientCopy';
import { HydrationMark } from './HydrationMark';
import { htmlLang } from '@/i18n/locale';
import type { Locale } from '@maison/domain/constants';
import { Toaster } from '@/ui/Toast';
import { preloadFirstViewportFonts } from '@/features/fonts/preload';
import '@/styles/global.css';

/** The document every public page shares: <html lang>, header, footer, toasts, click ids, tracking. */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const overview = (label: string) => t('overview', { label });
  const fromConfig = await configNavigation(locale, overview);
  if (!fromConfig) console.warn('[content] no config story: the header uses the static navigation');
  const footerColumns = await configFooter(locale);
  if (!footerColumns) console.warn('[content] no config story: the footer shows no link columns');
  const navigation =
    fromConfig ?? localizeNavigation(MAIN_NAVIGATION, (key) => t(`nav.${key}`), overview);

  preloadFirstViewportFonts();
  // Read when the page renders (build, revalidation): `npm start` rebuilds when it changes.
  const tagContainer = tagManagerContainer();
  return (
    <html lang={htmlLang(locale)}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <ClientCopy locale={locale}>
          <Header items={navigation} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer columns={footerColumns ?? []} />
          <Toaster />
          <ClickIdCapture />
          <TrackingListeners />
          {tagContainer ? <TagManager containerId={tagContainer} /> : null}
          <HydrationMark />
          {/* Renders nothing on the server: the CJK @font-face sheet is added after load. */}
          <FontStylesheets locale={locale} />
        </ClientCopy>
      </body>
    </html>
  );
}

import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { portalConfig } from '@/features/portal/config';
import { PortalShell } from '@/features/portal/PortalShell';
import { ClientCopy } from '@/features/shell/ClientCopy';

// An application page: rendered per request with the proxy's nonce, never cached
// (docs/decisions/0023-cached-pages.md).
export const dynamic = 'force-dynamic';

/** The partner portal's pages (issue 6): one client shell with the portal's copy. */
export default async function PartnerPortalLayout({
  children,
  params,
}: LayoutProps<'/[locale]/portal'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <ClientCopy locale={locale} namespaces={['partnerportal', 'language']}>
      <PortalShell config={await portalConfig(locale)}>{children}</PortalShell>
    </ClientCopy>
  );
}

import { setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { COMMERCE_COOKIE_NAME, type Locale } from '@maison/domain/constants';
import { ACCOUNT_ROUTES } from '@/features/account/pages';
import { localizedHref } from '@/features/content/links';
import { portalConfig } from '@/features/portal/config';
import { ClientCopy } from '@/features/shell/ClientCopy';
import { ShopShell } from '@/features/shop/ShopShell';

// An application page: rendered per request with the proxy's nonce, never cached
// (docs/decisions/0023-cached-pages.md).
export const dynamic = 'force-dynamic';

/** The trade shop's pages (issue 7, 002 §2 commercePage): one client shell with the shop's copy. */
export default async function ShopLayout({ children, params }: LayoutProps<'/[locale]/shop'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <ClientCopy locale={locale} namespaces={['partnerportal', 'shop', 'cart']}>
      <ShopShell
        config={await portalConfig(locale)}
        loginHref={localizedHref(ACCOUNT_ROUTES.login, locale)}
        commerceCookie={(await cookies()).has(COMMERCE_COOKIE_NAME)}
      >
        {children}
      </ShopShell>
    </ClientCopy>
  );
}

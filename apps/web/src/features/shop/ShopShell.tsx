'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { LOGIN_QUERY_PARAMS } from '@maison/domain/constants';
import { useSession } from '@/features/account/session';
import type { PortalConfig } from '@/features/portal/config';
import { createQueryClient, usePublishPortalNavigation } from '@/features/portal/shell';
import { usePathname } from '@/i18n/navigation';
import { ShopFrameContext } from './context';
import styles from './shop.module.css';

/**
 * The trade shop around its pages (002 §2 commercePage): the portal navigation in the header,
 * the data client, and the logged-in user. Visitors go to the login page and come back here.
 */
export function ShopShell({
  config,
  loginHref,
  commerceCookie,
  children,
}: {
  config: PortalConfig;
  /** Whether the page's request carried the commerce cookie (the layout reads it). */
  commerceCookie: boolean;
  /** The localized login page. */
  loginHref: string;
  children: ReactNode;
}) {
  const t = useTranslations('shop');
  const session = useSession();
  const pathname = usePathname();
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    if (session.status !== 'guest') return;
    const next = `${window.location.pathname}${window.location.search}`;
    window.location.replace(
      `${loginHref}?${new URLSearchParams({ [LOGIN_QUERY_PARAMS.next]: next })}`,
    );
  }, [session.status, loginHref, pathname]);

  const user = session.user;
  usePublishPortalNavigation(user, config);
  const frame = useMemo(
    () => (user ? { user, config, commerceCookie } : null),
    [user, config, commerceCookie],
  );

  if (!frame) {
    return (
      <div className={styles.loading} aria-busy="true" data-testid="shop-loading">
        <p>{t('loading')}</p>
      </div>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <ShopFrameContext.Provider value={frame}>{children}</ShopFrameContext.Provider>
    </QueryClientProvider>
  );
}

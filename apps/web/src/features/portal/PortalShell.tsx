'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { visibleNavigation } from '@maison/domain/portal/navigation';
import { useSession } from '@/features/account/session';
import { portalNavigation } from '@/features/header/portalNavigation';
import type { PortalConfig } from './config';
import { PortalProvider } from './context';
import styles from './portal.module.css';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

/**
 * The partner portal around its pages (002 §2, §6): loads the user, sends visitors without one
 * to the configured error page, publishes the navigation links the user may see to the header,
 * and holds the data client and the store selection.
 */
export function PortalShell({ config, children }: { config: PortalConfig; children: ReactNode }) {
  const t = useTranslations('partnerportal');
  const session = useSession();
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    if (session.status === 'guest') window.location.replace(config.errorPageHref);
  }, [session.status, config.errorPageHref]);

  const user = session.user;
  useEffect(() => {
    if (!user) return;
    portalNavigation.publish({
      label: t('navigation.label'),
      items: visibleNavigation(user, config.navigation).map((link) => ({
        id: link.id,
        label: link.label,
        href: link.url,
      })),
    });
    return () => portalNavigation.publish(null);
  }, [user, config.navigation, t]);

  if (!user) {
    return (
      <div className={styles.portal} aria-busy="true" data-testid="portal-loading">
        <p className={styles.muted}>{t('loading')}</p>
      </div>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <PortalProvider user={user} config={config}>
        {children}
      </PortalProvider>
    </QueryClientProvider>
  );
}

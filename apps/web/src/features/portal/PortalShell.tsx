'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '@/features/account/session';
import type { PortalConfig } from './config';
import { PortalProvider } from './context';
import { createQueryClient, usePublishPortalNavigation } from './shell';
import styles from './portal.module.css';

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
  usePublishPortalNavigation(user, config);

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

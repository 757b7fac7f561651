'use client';

import { QueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { visibleNavigation } from '@maison/domain/portal/navigation';
import type { User } from '@/features/account/api';
import { portalNavigation } from '@/features/header/portalNavigation';
import type { PortalConfig } from './config';

/** What the partner portal's shell and the shop's shell (002 §2 commercePage) share. */

/**
 * 002 §2: portal and commerce pages show the links of the portal navigation the user may see
 * in the header instead of the main menu.
 */
export function usePublishPortalNavigation(user: User | null, config: PortalConfig) {
  const t = useTranslations('partnerportal');
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
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

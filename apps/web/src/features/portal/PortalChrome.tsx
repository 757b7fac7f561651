'use client';

import { useEffect, type ReactNode } from 'react';
import { portalRedirect } from '@maison/domain/portal/navigation';
import { usePathname, useRouter } from '@/i18n/navigation';
import { Text } from '@/ui/Text';
import { usePortal } from './context';
import { StoreSelector } from './stores/StoreSelector';
import styles from './portal.module.css';

/**
 * 002 §6: a page the user may not open sends them to the first permitted page (stock, sell-in,
 * sell-out, statistic, order, archiv), else to user management. Returns whether to render.
 */
export function usePortalGuard(): boolean {
  const { user, config } = usePortal();
  const pathname = usePathname();
  const router = useRouter();
  const target = portalRedirect(user, pathname, config.navigation, config.userManagementUrl);
  useEffect(() => {
    if (target && target !== pathname) router.replace(target);
  }, [target, pathname, router]);
  return target === null || target === pathname;
}

/** The page head: title and the store selector (002 §2). */
export function PortalHead({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const { locations, groups, selected, setSelected } = usePortal();
  return (
    <div className={styles.head}>
      <Text as="h1" variant="display-3" className={styles.title}>
        {title}
      </Text>
      {children}
      <StoreSelector
        locations={locations}
        groups={groups}
        selected={selected}
        onChange={setSelected}
      />
    </div>
  );
}

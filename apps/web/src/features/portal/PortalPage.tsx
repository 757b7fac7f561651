'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, type ReactNode } from 'react';
import { portalRedirect } from '@maison/domain/portal/navigation';
import { tableLocations, type TableId } from '@maison/domain/portal/tables';
import { usePathname, useRouter } from '@/i18n/navigation';
import { Text } from '@/ui/Text';
import { usePortal } from './context';
import { StoreSelector } from './stores/StoreSelector';
import { DataTable } from './tables/DataTable';
import { TABLE_DEFINITIONS } from './tables/definitions';
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

/** One inventory or open-orders page: the chosen stores where the user may see this table. */
export function PortalTablePage({ tableId }: { tableId: TableId }) {
  const t = useTranslations('partnerportal');
  const allowed = usePortalGuard();
  const { user, selected } = usePortal();
  const permitted = tableLocations(user, tableId);
  const locationIds = useMemo(
    () => (permitted === null ? selected : selected.filter((id) => permitted.includes(id))),
    // permitted is derived from the user; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selected, user, tableId],
  );
  if (!allowed) return <div className={styles.portal} aria-busy="true" />;
  return (
    <div className={styles.portal} data-testid="portal-page" data-page={tableId}>
      <PortalHead title={t(`pages.${tableId}`)} />
      <DataTable key={tableId} definition={TABLE_DEFINITIONS[tableId]} locationIds={locationIds} />
    </div>
  );
}

/**
 * A portal page that a later issue fills (user management, statistics): it says so plainly.
 */
export function PortalPlaceholderPage({ page }: { page: 'users' | 'statistic' }) {
  const t = useTranslations('partnerportal');
  const allowed = usePortalGuard();
  if (!allowed) return <div className={styles.portal} aria-busy="true" />;
  return (
    <div className={styles.portal} data-testid="portal-page" data-page={page}>
      <PortalHead title={t(`pages.${page}`)} />
      <p className={styles.placeholder}>{t(`placeholders.${page}`)}</p>
    </div>
  );
}

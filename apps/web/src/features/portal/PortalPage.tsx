'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { tableLocations, type TableId } from '@maison/domain/portal/tables';
import { usePortal } from './context';
import { PortalHead, usePortalGuard } from './PortalChrome';
import styles from './portal.module.css';

const loadTable = () => import('./tables/PortalTable');

/**
 * The table (TanStack Table, virtual rows, actions: about 70 KiB) is not in the page's first
 * load: nothing of it shows before the session is known. Its chunk is requested on mount, in
 * parallel with the session and the config, and the shell's busy state covers the wait.
 */
const PortalTable = dynamic(loadTable, {
  ssr: false,
  loading: () => <div aria-busy="true" />,
});

/** One inventory or open-orders page: the chosen stores where the user may see this table. */
export function PortalTablePage({ tableId }: { tableId: TableId }) {
  const t = useTranslations('partnerportal');
  const allowed = usePortalGuard();
  const { user, selected } = usePortal();
  const permitted = useMemo(() => tableLocations(user, tableId), [user, tableId]);
  const locationIds = useMemo(
    () => (permitted === null ? selected : selected.filter((id) => permitted.includes(id))),
    [selected, permitted],
  );
  useEffect(() => {
    void loadTable();
  }, []);
  if (!allowed) return <div className={styles.portal} aria-busy="true" />;
  return (
    <div className={styles.portal} data-testid="portal-page" data-page={tableId}>
      <PortalHead title={t(`pages.${tableId}`)} />
      <PortalTable tableId={tableId} locationIds={locationIds} />
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { tableLocations, type TableId } from '@maison/domain/portal/tables';
import { usePortal } from './context';
import { PortalHead, usePortalGuard } from './PortalChrome';
import { DataTable } from './tables/DataTable';
import { TABLE_DEFINITIONS } from './tables/definitions';
import styles from './portal.module.css';

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
  if (!allowed) return <div className={styles.portal} aria-busy="true" />;
  return (
    <div className={styles.portal} data-testid="portal-page" data-page={tableId}>
      <PortalHead title={t(`pages.${tableId}`)} />
      <DataTable key={tableId} definition={TABLE_DEFINITIONS[tableId]} locationIds={locationIds} />
    </div>
  );
}

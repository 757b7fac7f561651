'use client';

import type { TableId } from '@maison/domain/portal/tables';
import { DataTable } from './DataTable';
import { TABLE_DEFINITIONS } from './definitions';

/** The table of one portal page: its own chunk, loaded by `PortalTablePage` (issue 15 budget). */
export default function PortalTable({
  tableId,
  locationIds,
}: {
  tableId: TableId;
  locationIds: readonly number[];
}) {
  return (
    <DataTable key={tableId} definition={TABLE_DEFINITIONS[tableId]} locationIds={locationIds} />
  );
}

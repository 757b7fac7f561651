'use client';

import { lazy, Suspense } from 'react';
import type { TableId } from '@maison/domain/portal/tables';
import { isInventoryRow } from '../tables/definitions';
import type { useActionRunner } from './useActionRunner';
import type { ModalState } from './useTableActions';

// The modals (date picker, dialog, forms) load when first opened, not with the table.
const ActionModal = lazy(() => import('./ActionModal').then((m) => ({ default: m.ActionModal })));
const BulkActionModal = lazy(() =>
  import('./BulkActionModal').then((m) => ({ default: m.BulkActionModal })),
);
const HistoryModal = lazy(() =>
  import('./HistoryModal').then((m) => ({ default: m.HistoryModal })),
);

/** The open modal of a table: a row action, an item's history or a bulk action. */
export function ActionModals({
  modal,
  tableId,
  runner,
  onClose,
  onBulkDone,
}: {
  modal: ModalState | null;
  tableId: TableId;
  runner: ReturnType<typeof useActionRunner>;
  onClose: () => void;
  /** A bulk action succeeded (the selection is cleared). */
  onBulkDone: () => void;
}) {
  return (
    <Suspense fallback={null}>
      {modal?.kind === 'action' ? (
        <ActionModal action={modal.action} row={modal.row} runner={runner} onClose={onClose} />
      ) : modal?.kind === 'history' && isInventoryRow(modal.row) ? (
        <HistoryModal row={modal.row} onClose={onClose} />
      ) : modal?.kind === 'bulk' ? (
        <BulkActionModal
          action={modal.action}
          rows={modal.rows}
          tableId={tableId}
          runner={runner}
          onClose={onClose}
          onDone={onBulkDone}
        />
      ) : null}
    </Suspense>
  );
}

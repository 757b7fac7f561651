'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { hasPermission } from '@maison/domain/permissions';
import {
  availableActions,
  type InventoryAction,
  type RowAction,
} from '@maison/domain/portal/actions';
import { toast } from '@/ui/Toast';
import type { PortalRow } from '../api';
import { usePortal } from '../context';
import { isInventoryRow, type TableDefinition } from '../tables/definitions';
import { bulkMenu, mayActInBulk, splitBulkRows } from './bulk';

/** A row's action: the inventory actions, the history, and the open orders' client note. */
export type SingleAction = RowAction | 'order_note';

/** The modal open over a table, if any. */
export type ModalState =
  | { kind: 'action'; action: InventoryAction; row: PortalRow }
  | { kind: 'history'; row: PortalRow }
  | { kind: 'bulk'; action: InventoryAction; rows: PortalRow[] };

/**
 * 002 §2, §4, §5: the actions of a table: the row actions of an expanded row, the bulk menu of
 * the checked rows (and whether to show one at all), and the modal they open. A bulk action
 * drops the checked rows it does not fit, with one error toast counting them.
 */
export function useTableActions(
  definition: TableDefinition,
  locationIds: readonly number[],
  selectedRows: readonly PortalRow[],
) {
  const t = useTranslations('partnerportal');
  const { user, locations } = usePortal();
  const locationCount = locations.length;
  const [modal, setModal] = useState<ModalState | null>(null);

  const bulkGroups = useMemo(
    () => bulkMenu(user, selectedRows, { locationCount }),
    [user, selectedRows, locationCount],
  );
  const showBulk = mayActInBulk(user, locationIds, definition.inventory, { locationCount });

  const chooseBulk = (action: InventoryAction) => {
    const { eligible, dropped } = splitBulkRows(user, selectedRows, action);
    if (dropped)
      toast.show({
        type: 'error',
        timing: 'long',
        content: t('bulk-actions-modal.toast.dropped', { count: dropped }),
      });
    if (eligible.length) setModal({ kind: 'bulk', action, rows: eligible });
  };

  const rowActions = (row: PortalRow): SingleAction[] => {
    if (isInventoryRow(row)) return availableActions(user, row, { locationCount });
    return hasPermission(user, row.location, 'orders:manage_note')
      ? ['request_change', 'order_note']
      : [];
  };

  const openAction = (row: PortalRow, action: SingleAction) => {
    if (action === 'history') setModal({ kind: 'history', row });
    else if (action === 'order_note') setModal({ kind: 'action', action: 'set_client_note', row });
    else setModal({ kind: 'action', action, row });
  };

  const closeModal = useCallback(() => setModal(null), []);

  return { modal, closeModal, bulkGroups, showBulk, chooseBulk, rowActions, openAction };
}

'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  canSaveAction,
  type ActionDraft,
  type InventoryAction,
} from '@maison/domain/portal/actions';
import type { TableId } from '@maison/domain/portal/tables';
import { Button } from '@/ui/Button';
import { Dropdown } from '@/ui/Dropdown';
import { Modal, ModalClose } from '@/ui/Modal';
import { toast } from '@/ui/Toast';
import type { PortalRow } from '../api';
import { usePortal } from '../context';
import { isInventoryRow, rowKey } from '../tables/definitions';
import { ActionFields, SaleDateField, SaleUserField, TargetLocationField } from './ActionFields';
import { actionTitleKey } from './ActionModal';
import { needsPerRowValues } from './bulk';
import { actionRequest, locationToday } from './parameters';
import { useActionFailure, type useActionRunner } from './useActionRunner';
import styles from './actions.module.css';

type Runner = ReturnType<typeof useActionRunner>;

/** The latest sell-in date among the rows: the sale date may not lie before any of them. */
function latestSellIn(rows: readonly PortalRow[]): string | null {
  let latest: string | null = null;
  for (const row of rows) {
    const date = isInventoryRow(row) ? row.sell_in_date : null;
    if (date && (!latest || date > latest)) latest = date;
  }
  return latest;
}

export function initialBulkDraft(action: InventoryAction, tableId: TableId, today: string) {
  switch (action) {
    case 'sell_out':
      return { sale_date: today };
    case 'set_virtual_storage':
      return { available_in_virtual_storage: true };
    case 'set_archive_status':
      // From the archive the rows come back; elsewhere they go into it.
      return { is_archived: tableId !== 'archived' };
    default:
      return {};
  }
}

/**
 * 002 §2, §5, §8: one action for the checked rows that allow it. Over several locations,
 * sell_out, update_sale_user and change_location hide the shared form and ask each row for its
 * own values. One request for all rows; success: a toast and the selection cleared; any other
 * answer: the error toast, saying why (issue 14), and the modal stays open with its values.
 */
export function BulkActionModal({
  action,
  rows,
  tableId,
  runner,
  onClose,
  onDone,
}: {
  action: InventoryAction;
  rows: readonly PortalRow[];
  tableId: TableId;
  runner: Runner;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations('partnerportal');
  const failureReason = useActionFailure();
  const idPrefix = useId();
  const { locationsById } = usePortal();
  const perRow = needsPerRowValues(action, rows);
  const first = rows[0]!;
  const today = locationToday(locationsById.get(first.location));
  const sellInDate = useMemo(() => latestSellIn(rows), [rows]);
  const [draft, setDraft] = useState<ActionDraft>(() => initialBulkDraft(action, tableId, today));
  const [rowDrafts, setRowDrafts] = useState<Record<number, ActionDraft>>(() =>
    Object.fromEntries(
      rows.map((row) => [
        row.id,
        action === 'sell_out' ? { sale_date: locationToday(locationsById.get(row.location)) } : {},
      ]),
    ),
  );
  const [busy, setBusy] = useState(false);

  const draftOf = (row: PortalRow): ActionDraft =>
    perRow ? { ...draft, ...rowDrafts[row.id] } : draft;
  const canSave = perRow
    ? rows.every((row) =>
        canSaveAction(action, draftOf(row), {
          today: locationToday(locationsById.get(row.location)),
          sellInDate: isInventoryRow(row) ? row.sell_in_date : null,
        }),
      )
    : canSaveAction(action, draft, { today, sellInDate });

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSave || busy) return;
    setBusy(true);
    const outcome = await runner.run(
      rows.map((row) => ({ row, request: actionRequest(action, row, draftOf(row)) })),
    );
    setBusy(false);
    if (!outcome.ok) {
      const reason = failureReason(outcome, rows.length);
      toast.show({
        type: 'error',
        timing: 'long',
        content: t('bulk-actions-modal.toast.error', { reason: reason ?? '' }).trim(),
      });
      return;
    }
    toast.show({
      type: 'success',
      timing: 'medium',
      content: t('bulk-actions-modal.toast.success', { count: rows.length }),
    });
    onDone();
    onClose();
  };

  const setRow = (id: number, patch: ActionDraft) =>
    setRowDrafts((all) => ({ ...all, [id]: { ...all[id], ...patch } }));

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`action-modal.titles.${actionTitleKey(action, draft)}`)}
      description={t('bulk-actions-modal.description', { count: rows.length })}
      className={styles.modal}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="secondary">{t('action-modal.cancel')}</Button>
          </ModalClose>
          <Button
            type="submit"
            form={`${idPrefix}-form`}
            disabled={!canSave}
            disabledReason={t('action-modal.save-disabled')}
            loading={busy}
            data-testid="bulk-save"
          >
            {t('bulk-actions-modal.save', { count: rows.length })}
          </Button>
        </>
      }
    >
      <form
        id={`${idPrefix}-form`}
        className={styles.form}
        onSubmit={save}
        data-testid="bulk-modal"
        data-per-row={perRow || undefined}
      >
        {action === 'set_virtual_storage' ? (
          <Dropdown
            id={`${idPrefix}-storage`}
            label={t('action-modal.fields.available_in_virtual_storage')}
            items={[
              { value: 'true', label: t('action-modal.titles.virtual-storage-in') },
              { value: 'false', label: t('action-modal.titles.virtual-storage-out') },
            ]}
            value={String(draft.available_in_virtual_storage ?? true)}
            onValueChange={(value) =>
              setDraft((d) => ({ ...d, available_in_virtual_storage: value === 'true' }))
            }
            className={styles.field}
          />
        ) : null}
        {action === 'set_archive_status' ? (
          <p className={styles.statement}>
            {t(`action-modal.statements.${actionTitleKey(action, draft)}`)}
          </p>
        ) : null}
        {perRow ? (
          <p className={styles.statement} data-testid="bulk-per-row-note">
            {t('bulk-actions-modal.per-row')}
          </p>
        ) : (
          <ActionFields
            action={action}
            draft={draft}
            onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
            location={first.location}
            today={today}
            sellInDate={sellInDate}
            idPrefix={idPrefix}
          />
        )}
        <ul className={styles.rowList} aria-label={t('bulk-actions-modal.rows')}>
          {rows.map((row) => (
            <li key={row.id} className={styles.rowItem} data-testid="bulk-row">
              <span className={styles.rowKey}>{rowKey(row)}</span>
              <span className={styles.muted}>{row.location_name}</span>
              {perRow ? (
                <div className={styles.rowFields}>
                  {action === 'change_location' ? (
                    <TargetLocationField
                      draft={draftOf(row)}
                      onChange={(patch) => setRow(row.id, patch)}
                      location={row.location}
                      idPrefix={`${idPrefix}-${row.id}`}
                    />
                  ) : (
                    <SaleUserField
                      allowNone={action === 'sell_out'}
                      draft={draftOf(row)}
                      onChange={(patch) => setRow(row.id, patch)}
                      location={row.location}
                      idPrefix={`${idPrefix}-${row.id}`}
                    />
                  )}
                  {action === 'sell_out' ? (
                    <SaleDateField
                      draft={draftOf(row)}
                      onChange={(patch) => setRow(row.id, patch)}
                      today={locationToday(locationsById.get(row.location))}
                      sellInDate={isInventoryRow(row) ? row.sell_in_date : null}
                      idPrefix={`${idPrefix}-${row.id}`}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </form>
    </Modal>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ActionDraft, InventoryAction } from '@maison/domain/portal/actions';
import type { TableId } from '@maison/domain/portal/tables';
import { Modal, ModalFormFooter } from '@/ui/Modal';
import { toast } from '@/ui/Toast';
import type { Location, PortalRow } from '../api';
import { usePortal } from '../context';
import { isInventoryRow, rowKey } from '../tables/definitions';
import { ActionFields, SaleDateField, SaleUserField, TargetLocationField } from './ActionFields';
import { actionTitleKey } from './ActionModal';
import { needsPerRowValues } from './bulk';
import { locationToday } from './parameters';
import { bulkActionSchema, type ActionForm } from './schemas';
import { useActionFailure, type PlannedAction, type useActionRunner } from './useActionRunner';
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
    case 'set_archive_status':
      // From the archive the rows come back; elsewhere they go into it.
      return { is_archived: tableId !== 'archived' };
    default:
      return {};
  }
}

/** The first values of a bulk action: the shared ones and each row's (its location's day). */
function initialBulkForm(
  action: InventoryAction,
  tableId: TableId,
  rows: readonly PortalRow[],
  locationsById: ReadonlyMap<number, Location>,
): ActionForm {
  const todayOf = (row: PortalRow) => locationToday(locationsById.get(row.location));
  return {
    draft: initialBulkDraft(action, tableId, todayOf(rows[0]!)),
    rows: rows.map((row): ActionDraft =>
      action === 'sell_out' ? { sale_date: todayOf(row) } : {},
    ),
  };
}

/**
 * set_virtual_storage over many rows: 002 §4 "the toggle flips per item", so the shared items
 * leave the virtual storage and the others enter it; the modal says how many go each way.
 */
function VirtualStorageFlip({ rows }: { rows: readonly PortalRow[] }) {
  const t = useTranslations('partnerportal.bulk-actions-modal');
  const shared = rows.filter((row) => isInventoryRow(row) && row.available_in_virtual_storage);
  return (
    <p className={styles.statement} data-testid="bulk-virtual-storage">
      {t('virtual-storage-flip', { in: rows.length - shared.length, out: shared.length })}
    </p>
  );
}

/**
 * 002 §2, §5, §8: one action for the checked rows that allow it, on react-hook-form. Over
 * several locations, sell_out, update_sale_user and change_location hide the shared form and
 * ask each row for its own values. One request for all rows; success: a toast and the
 * selection cleared; any other answer: the error toast, saying why (issue 14), and the modal
 * stays open with its values.
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
  const schema = useMemo(
    () =>
      bulkActionSchema(action, rows, perRow, { today, sellInDate }, (row) => ({
        today: locationToday(locationsById.get(row.location)),
        sellInDate: isInventoryRow(row) ? row.sell_in_date : null,
      })),
    [action, rows, perRow, today, sellInDate, locationsById],
  );
  const form = useForm<ActionForm, unknown, PlannedAction[]>({
    defaultValues: initialBulkForm(action, tableId, rows, locationsById),
    resolver: zodResolver(schema),
  });
  const isSubmitting = form.formState.isSubmitting;
  const values = form.watch();
  const canSave = schema.safeParse(values).success;

  const save = form.handleSubmit(async (planned) => {
    const outcome = await runner.run(planned);
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
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        action === 'set_virtual_storage'
          ? t('actions.set_virtual_storage')
          : t(`action-modal.titles.${actionTitleKey(action, values.draft)}`)
      }
      description={t('bulk-actions-modal.description', { count: rows.length })}
      className={styles.modal}
      footer={
        <ModalFormFooter
          formId={`${idPrefix}-form`}
          cancel={t('action-modal.cancel')}
          submit={t('bulk-actions-modal.save', { count: rows.length })}
          disabled={!canSave}
          disabledReason={t('action-modal.save-disabled')}
          loading={isSubmitting}
          submitTestId="bulk-save"
        />
      }
    >
      <FormProvider {...form}>
        <form
          id={`${idPrefix}-form`}
          className={styles.form}
          onSubmit={(event) => {
            // One save at a time (Enter in a field submits as well).
            if (isSubmitting) event.preventDefault();
            else void save(event);
          }}
          data-testid="bulk-modal"
          data-per-row={perRow || undefined}
        >
          {action === 'set_virtual_storage' ? <VirtualStorageFlip rows={rows} /> : null}
          {action === 'set_archive_status' ? (
            <p className={styles.statement}>
              {t(`action-modal.statements.${actionTitleKey(action, values.draft)}`)}
            </p>
          ) : null}
          {perRow ? (
            <p className={styles.statement} data-testid="bulk-per-row-note">
              {t('bulk-actions-modal.per-row')}
            </p>
          ) : (
            <ActionFields
              action={action}
              scope="draft"
              location={first.location}
              today={today}
              sellInDate={sellInDate}
              idPrefix={idPrefix}
            />
          )}
          <ul className={styles.rowList} aria-label={t('bulk-actions-modal.rows')}>
            {rows.map((row, index) => (
              <li key={row.id} className={styles.rowItem} data-testid="bulk-row">
                <span className={styles.rowKey}>{rowKey(row)}</span>
                <span className={styles.muted}>{row.location_name}</span>
                {perRow ? (
                  <div className={styles.rowFields}>
                    {action === 'change_location' ? (
                      <TargetLocationField
                        scope={`rows.${index}`}
                        location={row.location}
                        idPrefix={`${idPrefix}-${row.id}`}
                      />
                    ) : (
                      <SaleUserField
                        allowNone={action === 'sell_out'}
                        scope={`rows.${index}`}
                        location={row.location}
                        idPrefix={`${idPrefix}-${row.id}`}
                      />
                    )}
                    {action === 'sell_out' ? (
                      <SaleDateField
                        scope={`rows.${index}`}
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
      </FormProvider>
    </Modal>
  );
}

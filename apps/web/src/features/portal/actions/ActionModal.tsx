'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { Locale } from '@maison/domain/constants';
import type { ActionDraft, InventoryAction } from '@maison/domain/portal/actions';
import { Modal, ModalFormFooter } from '@/ui/Modal';
import { toast } from '@/ui/Toast';
import type { PortalRow } from '../api';
import { usePortal } from '../context';
import { formatPrice } from '../format';
import { isInventoryRow, localizedDescription, rowKey } from '../tables/definitions';
import { ActionFields } from './ActionFields';
import { locationToday, successToastKey, type ActionRequest } from './parameters';
import { actionSchema, type ActionForm } from './schemas';
import { useActionFailure, type useActionRunner } from './useActionRunner';
import styles from './actions.module.css';

type Runner = ReturnType<typeof useActionRunner>;

/** The modal's first values: today's sale date, the current note, the flipped flags. */
function initialDraft(action: InventoryAction, row: PortalRow, today: string): ActionDraft {
  switch (action) {
    case 'sell_out':
      return { sale_date: today };
    case 'set_client_note':
      return { note: row.client_note ?? '' };
    case 'set_virtual_storage':
      return {
        available_in_virtual_storage: isInventoryRow(row)
          ? !row.available_in_virtual_storage
          : true,
      };
    case 'set_archive_status':
      return { is_archived: isInventoryRow(row) ? !row.is_archived : true };
    case 'update_sale_user':
      return isInventoryRow(row) && row.sale_user ? { sale_user: String(row.sale_user) } : {};
    default:
      return {};
  }
}

/** The title key of an action (archive and unarchive, storage in and out read differently). */
export function actionTitleKey(action: InventoryAction, draft: ActionDraft): string {
  if (action === 'set_archive_status' && draft.is_archived === false) return 'unarchive';
  if (action === 'set_virtual_storage' && draft.available_in_virtual_storage === false)
    return 'virtual-storage-out';
  if (action === 'set_virtual_storage') return 'virtual-storage-in';
  return action;
}

/**
 * 002 §2, §5, §8: the single-row action modal, on react-hook-form. Save is enabled only when
 * the action's values are complete (actionSchema: the domain's canSaveAction, the sale date
 * inside its window); a failure keeps the modal open with what was entered, marks the fields
 * the server refused, and otherwise says why under the fields (issue 14; 002 §8 showed
 * nothing); success shows the action's toast.
 */
export function ActionModal({
  action,
  row,
  runner,
  onClose,
}: {
  action: InventoryAction;
  row: PortalRow;
  runner: Runner;
  onClose: () => void;
}) {
  const t = useTranslations('partnerportal');
  const failureReason = useActionFailure();
  const locale = useLocale() as Locale;
  const idPrefix = useId();
  const { locationsById } = usePortal();
  const today = locationToday(locationsById.get(row.location));
  const sellInDate = isInventoryRow(row) ? row.sell_in_date : null;
  const schema = useMemo(
    () => actionSchema(action, row, { today, sellInDate }),
    [action, row, today, sellInDate],
  );
  const form = useForm<ActionForm, unknown, ActionRequest>({
    defaultValues: { draft: initialDraft(action, row, today), rows: [] },
    resolver: zodResolver(schema),
  });
  const { isSubmitting, errors } = form.formState;
  const values = form.watch();
  const canSave = schema.safeParse(values).success;
  // The server's field errors stay until the next save (editing a field does not clear them).
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]> | undefined>();

  const save = form.handleSubmit(async (request) => {
    const outcome =
      action === 'set_client_note' && !isInventoryRow(row)
        ? await runner.saveOrderNote(row, String(request.parameters.note))
        : await runner.run([{ row, request }]);
    if (!outcome.ok) {
      setFieldErrors(outcome.fields);
      const reason = failureReason(outcome, 1);
      if (reason) form.setError('root.server', { message: t('action-modal.failed', { reason }) });
      return;
    }
    toast.show({
      type: 'success',
      timing: 'medium',
      content: t(`action-modal.toast.${successToastKey(action, request.parameters)}`),
    });
    onClose();
  });

  const description = localizedDescription(row.description_de, row.description_en, locale);
  const failure = errors.root?.server?.message;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`action-modal.titles.${actionTitleKey(action, values.draft)}`)}
      description={`${rowKey(row)}${description ? ` · ${description}` : ''} · ${row.location_name}`}
      className={styles.modal}
      footer={
        <ModalFormFooter
          formId={`${idPrefix}-form`}
          cancel={t('action-modal.cancel')}
          submit={t('action-modal.save')}
          disabled={!canSave}
          disabledReason={t('action-modal.save-disabled')}
          loading={isSubmitting}
          submitTestId="action-save"
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
          data-testid="action-modal"
        >
          {action === 'set_virtual_storage' || action === 'set_archive_status' ? (
            <p className={styles.statement}>
              {t(`action-modal.statements.${actionTitleKey(action, values.draft)}`)}
            </p>
          ) : null}
          <ActionFields
            action={action}
            scope="draft"
            location={row.location}
            today={today}
            sellInDate={sellInDate}
            sellInPrice={formatPrice(row.sell_in_price, row.sell_in_currency) || undefined}
            errors={fieldErrors}
            idPrefix={idPrefix}
          />
          {failure ? (
            <p className={styles.failure} role="alert" data-testid="action-failure">
              {failure}
            </p>
          ) : null}
        </form>
      </FormProvider>
    </Modal>
  );
}

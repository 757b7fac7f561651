'use client';

import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { localDate, localDay } from '@maison/domain/format/local-day';
import { hasPermission } from '@maison/domain/permissions';
import { saleDateWindow } from '@maison/domain/portal/dates';
import type { InventoryAction } from '@maison/domain/portal/actions';
import { DatePicker } from '@/ui/DatePicker';
import { Dropdown, type DropdownOption } from '@/ui/Dropdown';
import { TextArea, TextInput } from '@/ui/TextInput';
import { usePortal } from '../context';
import { useSaleUsers } from './saleUsers';
import type { ActionForm, DraftScope } from './schemas';
import styles from './actions.module.css';

/** The value a sell_out sends when nobody is named (002 §5: none goes out as null). */
const SALE_USER_NONE = 'none';

/** The fields live in an ActionForm (react-hook-form's context), at `scope`. */
interface FieldProps {
  scope: DraftScope;
  /** The item's location (sale users, target stores). */
  location: number;
  /** Sale date window: the location's day and the (latest) sell-in date. */
  today: string;
  sellInDate?: string | null;
  /** Server field errors (DRF shape). */
  errors?: Record<string, string[]>;
  idPrefix: string;
}

/** The sale user dropdown: none (sell_out only) and the location's sale users. */
export function SaleUserField({
  scope,
  location,
  allowNone,
  errors,
  idPrefix,
}: Pick<FieldProps, 'scope' | 'location' | 'errors' | 'idPrefix'> & { allowNone: boolean }) {
  const t = useTranslations('partnerportal.action-modal');
  const { field } = useController<ActionForm>({ name: `${scope}.sale_user` });
  const users = useSaleUsers(location);
  const items: DropdownOption[] = [
    ...(allowNone ? [{ value: SALE_USER_NONE, label: t('sale-user-none') }] : []),
    ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name })),
  ];
  const value = field.value as string | number | null | undefined;
  return (
    <Dropdown
      id={`${idPrefix}-sale-user`}
      label={t('fields.sale_user')}
      items={items}
      value={value === undefined || value === null ? null : String(value)}
      onValueChange={field.onChange}
      placeholder={users.isPending ? t('loading-sale-users') : t('choose')}
      required
      error={errors?.sale_user?.join(' ')}
      className={styles.field}
    />
  );
}

export function SaleDateField({
  scope,
  today,
  sellInDate,
  errors,
  idPrefix,
}: Pick<FieldProps, 'scope' | 'today' | 'sellInDate' | 'errors' | 'idPrefix'>) {
  const t = useTranslations('partnerportal.action-modal');
  const { field } = useController<ActionForm>({ name: `${scope}.sale_date` });
  const window = saleDateWindow(today, sellInDate);
  return (
    <DatePicker
      id={`${idPrefix}-sale-date`}
      label={t('fields.sale_date')}
      value={localDate(field.value as string | null | undefined)}
      onChange={(date) => field.onChange(date ? localDay(date) : null)}
      minDate={localDate(window.min) ?? undefined}
      maxDate={localDate(window.max) ?? undefined}
      required
      error={errors?.sale_date?.join(' ')}
      className={styles.field}
    />
  );
}

export function TargetLocationField({
  scope,
  location,
  errors,
  idPrefix,
}: Pick<FieldProps, 'scope' | 'location' | 'errors' | 'idPrefix'>) {
  const t = useTranslations('partnerportal.action-modal');
  const { field } = useController<ActionForm>({ name: `${scope}.target_location` });
  const { user, locations } = usePortal();
  // The target must be another store where the user may transfer articles (002 §6).
  const items = locations
    .filter((l) => l.id !== location && hasPermission(user, l.id, 'inventory:transfer_article'))
    .map((l) => ({ value: String(l.id), label: l.name }));
  return (
    <Dropdown
      id={`${idPrefix}-target`}
      label={t('fields.target_location')}
      items={items}
      value={field.value ? String(field.value) : null}
      onValueChange={field.onChange}
      placeholder={t('choose')}
      required
      error={errors?.target_location?.join(' ')}
      className={styles.field}
    />
  );
}

function TextField({
  name,
  scope,
  errors,
  idPrefix,
  required,
}: Pick<FieldProps, 'scope' | 'errors' | 'idPrefix'> & {
  name: 'reason' | 'note' | 'change_information';
  required: boolean;
}) {
  const t = useTranslations('partnerportal.action-modal');
  const { field } = useController<ActionForm>({ name: `${scope}.${name}` });
  return (
    <TextArea
      id={`${idPrefix}-${name}`}
      name={name}
      label={t(`fields.${name}`)}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      required={required}
      rows={3}
      error={errors?.[name]?.join(' ')}
      className={styles.field}
    />
  );
}

function SellOutPriceField({
  scope,
  errors,
  idPrefix,
  sellInPrice,
}: Pick<FieldProps, 'scope' | 'errors' | 'idPrefix'> & { sellInPrice?: string }) {
  const t = useTranslations('partnerportal.action-modal');
  const { field } = useController<ActionForm>({ name: `${scope}.sell_out_price` });
  return (
    <div className={styles.field}>
      <TextInput
        id={`${idPrefix}-price`}
        name="sell_out_price"
        type="number"
        inputMode="decimal"
        min={0}
        label={t('fields.sell_out_price')}
        placeholder={sellInPrice}
        value={(field.value as number | null | undefined) ?? ''}
        onChange={(event) =>
          field.onChange(event.target.value === '' ? null : Number(event.target.value))
        }
        error={errors?.sell_out_price?.join(' ')}
      />
      <p className={styles.help}>{t('sell-out-price-hint')}</p>
    </div>
  );
}

/**
 * The fields of an action (002 §5). With `perRow` (a bulk action over several locations for
 * sell_out, update_sale_user, change_location) the shared form is hidden: each row has its own.
 */
export function ActionFields({
  action,
  perRow = false,
  sellInPrice,
  ...props
}: FieldProps & {
  action: InventoryAction;
  perRow?: boolean;
  /** The formatted sell-in price, the sale price when none is typed. */
  sellInPrice?: string;
}) {
  switch (action) {
    case 'set_archive_status':
    case 'delete_sell_out':
    case 'book_out':
      return <TextField name="reason" required {...props} />;
    case 'set_client_note':
      return <TextField name="note" required {...props} />;
    case 'request_change':
      return <TextField name="change_information" required {...props} />;
    case 'change_location':
      return perRow ? null : (
        <>
          <TargetLocationField {...props} />
          <TextField name="reason" required={false} {...props} />
        </>
      );
    case 'sell_out':
      return perRow ? null : (
        <>
          <SaleUserField allowNone {...props} />
          <SaleDateField {...props} />
          <SellOutPriceField sellInPrice={sellInPrice} {...props} />
        </>
      );
    case 'update_sale_user':
      return perRow ? null : <SaleUserField allowNone={false} {...props} />;
    case 'set_virtual_storage':
      return null;
  }
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@maison/domain/constants';
import type { RowAction } from '@maison/domain/portal/actions';
import { ShareIcon } from '@/ui/Icon';
import type { PortalRow } from '../api';
import { formatCount, formatDate, formatPrice } from '../format';
import { isInventoryRow, localizedDescription, rowKey, type ColumnSpec } from './definitions';
import detail from './detail.module.css';
import styles from './table.module.css';

/** 002 §2: a row image that fails to load is hidden. */
function RowImage({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={26}
      height={26}
      loading="lazy"
      decoding="async"
      className={styles.thumb}
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
    />
  );
}

/** 002 §4: what a cell shows instead when its value cannot be read or cannot be shown. */
export const CELL_FUNCTION_ERROR = '[function-error]';
export const CELL_UNSERIALIZABLE = '[unserializable]';

/** A raw value as text: primitives as they are, objects as JSON, anything else unshowable. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (typeof value !== 'object') return CELL_UNSERIALIZABLE;
  try {
    return JSON.stringify(value) ?? CELL_UNSERIALIZABLE;
  } catch {
    return CELL_UNSERIALIZABLE;
  }
}

/**
 * The text of a cell (also what group rows show). A column whose value or formatting throws
 * shows [function-error] in that row only, so one bad row never breaks the table (002 §4).
 */
export function useCellText() {
  const t = useTranslations('partnerportal');
  const locale = useLocale() as Locale;
  return (spec: ColumnSpec, row: PortalRow): string => {
    try {
      const value = spec.value?.(row, locale);
      switch (spec.kind) {
        case 'date':
          return formatDate(value as string | null);
        case 'price':
          return formatPrice(value as number | null, spec.currency?.(row));
        case 'enum': {
          if (typeof value !== 'string' || !value) return '';
          const key = `values.${spec.values}.${value}`;
          return t.has(key) ? t(key) : value;
        }
        case 'bool':
          return value ? t('table.yes') : t('table.no');
        case 'number':
          return typeof value === 'number' ? formatCount(value) : '';
        default:
          return showValue(value);
      }
    } catch (error) {
      console.error(`[portal] column ${spec.id} failed for row ${rowKey(row)}`, error);
      return CELL_FUNCTION_ERROR;
    }
  };
}

/** A body cell's content; the key column and the checkbox come from the table. */
export function CellContent({
  spec,
  row,
  text,
}: {
  spec: ColumnSpec;
  row: PortalRow;
  text: (spec: ColumnSpec, row: PortalRow) => string;
}): ReactNode {
  const t = useTranslations('partnerportal.table');
  switch (spec.kind) {
    case 'image': {
      let src: unknown;
      try {
        src = spec.value?.(row, 'de');
      } catch {
        return CELL_FUNCTION_ERROR;
      }
      return typeof src === 'string' && src ? <RowImage key={src} src={src} /> : null;
    }
    case 'share':
      return isInventoryRow(row) && row.available_in_virtual_storage ? (
        <span className={styles.share}>
          <ShareIcon size="1em" title={t('in-virtual-storage')} />
        </span>
      ) : null;
    default:
      return text(spec, row);
  }
}

/**
 * 002 §2: an expanded row: the longer description, the notes and the row's action buttons.
 */
export function DetailPanel({
  row,
  actions,
  onAction,
}: {
  row: PortalRow;
  actions: readonly (RowAction | 'order_note')[];
  onAction: (action: RowAction | 'order_note') => void;
}) {
  const t = useTranslations('partnerportal');
  const locale = useLocale() as Locale;
  const long = isInventoryRow(row)
    ? localizedDescription(row.article_description_de, row.article_description_en, locale)
    : '';
  const short = localizedDescription(row.description_de, row.description_en, locale);
  const facts: [string, string][] = [];
  if (isInventoryRow(row)) {
    if (row.sale_user_name) facts.push([t('columns.sale_user_name'), row.sale_user_name]);
    if (row.sell_out_date) facts.push([t('columns.sell_out_date'), formatDate(row.sell_out_date)]);
    facts.push([t('details.client_note'), row.client_note || '—']);
    facts.push([t('details.internal_note'), row.internal_note || '—']);
  } else {
    if (row.commission_order_reference)
      facts.push([t('columns.commission_order_reference'), row.commission_order_reference]);
    facts.push([t('details.client_note'), row.client_note || '—']);
  }
  return (
    <div className={detail.detail} data-testid="row-detail">
      <div className={detail.detailText}>
        <p className={detail.detailDescription}>{long || short || '—'}</p>
        <dl className={detail.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {actions.length ? (
        <div className={detail.detailActions} role="group" aria-label={t('details.actions')}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={detail.actionButton}
              data-action={action}
              onClick={() => onAction(action)}
            >
              {t(`actions.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

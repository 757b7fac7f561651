import type { InventoryRecord, OpenOrderRecord } from '@maison/db';
import {
  isBlankPrice,
  toMajorUnits,
  type ArticleType,
  type Locale,
  type OrderStatus,
  type OrderType,
} from '@maison/domain';
import type { ExportColumnId, ExportMessages } from './messages';

/** The columns of an export file: what each cell holds and how it is typed (issue 18). */

export type ExportRecord = InventoryRecord | OpenOrderRecord;
type CellKind = 'text' | 'date' | 'price' | 'bool' | 'number';
/** A cell's value: text, a YYYY-MM-DD day, a major-unit amount, a flag, or empty. */
type CellValue = string | number | boolean | null;

export interface ExportColumn {
  id: ExportColumnId;
  kind: CellKind;
  value: (row: ExportRecord, language: Locale, m: ExportMessages) => CellValue;
  /** A price's currency. */
  currency?: (row: ExportRecord) => string;
  /** Relative width (Excel characters; the PDF shares its page width by these). */
  width: number;
}

const record = (row: ExportRecord) => row as unknown as Record<string, unknown>;
const inv = (row: ExportRecord) => row as InventoryRecord;

const text =
  (name: string) =>
  (row: ExportRecord): CellValue =>
    (record(row)[name] as string | null | undefined) ?? null;

/** 002 §5: prices of zero or empty stay blank. */
function price(minor: number | null, currency: string): CellValue {
  const major = toMajorUnits(minor, currency);
  return isBlankPrice(major) ? null : major;
}

const COLUMNS: Record<ExportColumnId, Omit<ExportColumn, 'id'>> = {
  serial_number: { kind: 'text', value: text('serial_number'), width: 16 },
  order_no: { kind: 'text', value: text('order_no'), width: 16 },
  share: {
    kind: 'bool',
    value: (row) => inv(row).available_in_virtual_storage,
    width: 13,
  },
  article_number: { kind: 'text', value: text('article_number'), width: 16 },
  description: {
    kind: 'text',
    // The brief of issue 18: German descriptions for de, English for the other languages.
    value: (row, language) =>
      (language === 'de'
        ? row.description_de || row.description_en
        : row.description_en || row.description_de) || null,
    width: 32,
  },
  article_type: {
    kind: 'text',
    value: (row, _l, m) => m.articleTypes[row.article_type as ArticleType] ?? row.article_type,
    width: 14,
  },
  location_name: { kind: 'text', value: text('location_name'), width: 22 },
  sell_in_date: { kind: 'date', value: text('sell_in_date'), width: 15 },
  sell_in_price: {
    kind: 'price',
    value: (row) => price(row.sell_in_price, row.sell_in_currency),
    currency: (row) => row.sell_in_currency,
    width: 16,
  },
  sell_out_date: { kind: 'date', value: text('sell_out_date'), width: 15 },
  sell_out_price: {
    kind: 'price',
    value: (row) =>
      price(inv(row).sell_out_price, inv(row).sell_out_currency ?? row.sell_in_currency),
    currency: (row) => inv(row).sell_out_currency ?? row.sell_in_currency,
    width: 16,
  },
  sale_user_name: { kind: 'text', value: text('sale_user_name'), width: 20 },
  order_type: {
    kind: 'text',
    value: (row, _l, m) => {
      const type = (row as OpenOrderRecord).order_type;
      return m.orderTypes[type as OrderType] ?? type;
    },
    width: 12,
  },
  commission: { kind: 'bool', value: (row) => (row as OpenOrderRecord).commission, width: 12 },
  commission_order_reference: {
    kind: 'text',
    value: text('commission_order_reference'),
    width: 18,
  },
  status: {
    kind: 'text',
    value: (row, _l, m) => {
      const status = (row as OpenOrderRecord).status;
      return m.statuses[status as OrderStatus] ?? status;
    },
    width: 14,
  },
  order_date: { kind: 'date', value: text('order_date'), width: 15 },
  estimated_delivery: { kind: 'date', value: text('estimated_delivery'), width: 15 },
  quantity: { kind: 'number', value: (row) => (row as OpenOrderRecord).quantity, width: 9 },
};

/** The export's columns in the order asked for (ids already validated against the table). */
export function exportColumns(ids: readonly string[]): ExportColumn[] {
  return ids.map((id) => ({ id: id as ExportColumnId, ...COLUMNS[id as ExportColumnId] }));
}

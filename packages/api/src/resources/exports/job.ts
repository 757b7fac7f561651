import type { Locale, TableId } from '@maison/domain';
import type { ExportColumn, ExportRecord } from './columns';
import type { ExportMessages } from './messages';

/** What an export writer is handed: the table, its columns and rows, the totals, the filters. */

export interface ExportTotal {
  currency: string;
  count: number;
  /** Major units, as GET …/aggregates/ answers them. */
  sell_in_value: number;
  /** Absent for open orders (they have no sell-out). */
  sell_out_value?: number;
}

export interface ExportJob {
  table: TableId;
  language: Locale;
  messages: ExportMessages;
  columns: ExportColumn[];
  count: number;
  totals: ExportTotal[];
  /** The filters stated on the PDF's first page, as label and value. */
  filters: { label: string; value: string }[];
  /** The day of the export (YYYY-MM-DD). */
  today: string;
  batches: AsyncGenerator<ExportRecord[], void, undefined>;
}

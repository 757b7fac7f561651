import { locationNames, type DateBounds, type Db } from '@maison/db';
import type { ArticleType, Locale, OrderType, SortedBy, TableId } from '@maison/domain';
import { formatter } from './format';
import { EXPORT_MESSAGES, type ExportColumnId } from './messages';

/** The filters an export states on its first page (issue 18): what the reader is looking at. */

export interface StatedFilterInput {
  table: TableId;
  language: Locale;
  locations: readonly number[] | null;
  search: string | undefined;
  /** The bounds of the table's date field. */
  bounds: DateBounds | undefined;
  choices: {
    article_type?: readonly ArticleType[];
    available_in_virtual_storage?: boolean;
    order_type?: readonly OrderType[];
    commission?: boolean;
  };
  sort: SortedBy;
}

/** Sort fields shown under the column that displays them. */
const SORT_COLUMN_ALIASES: Record<string, ExportColumnId> = {
  description_de: 'description',
  description_en: 'description',
  location: 'location_name',
  available_in_virtual_storage: 'share',
};

export async function statedFilters(
  db: Db,
  input: StatedFilterInput,
): Promise<{ label: string; value: string }[]> {
  const m = EXPORT_MESSAGES[input.language];
  const f = formatter(input.language);
  const lines = [
    { label: m.stores, value: (await locationNames(db, input.locations)).join(', ') },
    {
      label: m.period,
      value:
        input.bounds?.gte || input.bounds?.lte
          ? `${input.bounds.gte ? f.date(input.bounds.gte) : '…'} – ${
              input.bounds.lte ? f.date(input.bounds.lte) : '…'
            }`
          : m.allYears,
    },
  ];
  if (input.search) lines.push({ label: m.search, value: `“${input.search}”` });
  const { choices } = input;
  if (choices.article_type?.length)
    lines.push({
      label: m.columns.article_type,
      value: choices.article_type.map((t) => m.articleTypes[t]).join(', '),
    });
  if (choices.available_in_virtual_storage !== undefined)
    lines.push({
      label: m.columns.share,
      value: choices.available_in_virtual_storage ? m.shared : m.notShared,
    });
  if (choices.order_type?.length)
    lines.push({
      label: m.columns.order_type,
      value: choices.order_type.map((t) => m.orderTypes[t]).join(', '),
    });
  if (choices.commission !== undefined)
    lines.push({
      label: m.columns.commission,
      value: choices.commission ? m.withCommission : m.withoutCommission,
    });
  const sortColumn = SORT_COLUMN_ALIASES[input.sort.columnId] ?? input.sort.columnId;
  const sortLabel = m.columns[sortColumn as ExportColumnId] ?? sortColumn;
  lines.push({
    label: m.sort,
    value: `${sortLabel} (${input.sort.direction === 'asc' ? m.ascending : m.descending})`,
  });
  return lines;
}

'use client';

import type { ReactTable } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { TABLE_COLUMN_WIDTH_MAX_PX, TABLE_COLUMN_WIDTH_MIN_PX } from '@maison/domain/constants';
import { ChevronDownIcon, ChevronUpIcon } from '@/ui/Icon';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import type { PortalRow } from '../api';
import { TriCheckbox } from '../TriCheckbox';
import { boxClass, boxStyle, type ColumnBox } from './body';
import { specOf, type Features, type TableHeader } from './columns';
import styles from './table.module.css';

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

/**
 * 002 §2, §9: the header row: the select-all box (over the loaded rows), sort buttons with
 * aria-sort, and a resize handle per resizable column (drag, or arrow keys when focused).
 */
export function HeaderRow({
  table,
  boxes,
  hasRows,
  resizeByKey,
}: {
  table: ReactTable<Features, PortalRow>;
  boxes: readonly ColumnBox[];
  /** Without loaded rows there is nothing to select. */
  hasRows: boolean;
  resizeByKey: (columnId: string, width: number, key: string) => boolean;
}) {
  const t = useTranslations('partnerportal');
  const label = (id: string) => t(`columns.${id}`);
  const cell = (header: TableHeader) => {
    const column = header.column;
    const spec = specOf(column);
    const sorted = column.getIsSorted();
    const box = boxes.find((b) => b.spec.id === column.id)!;
    return (
      <th
        key={header.id}
        scope="col"
        className={`${styles.th} ${boxClass(box)} ${spec.kind === 'price' ? styles.numeric : ''}`}
        style={boxStyle(box)}
        aria-sort={ariaSort(sorted)}
        data-column={spec.id}
      >
        {spec.kind === 'select' ? (
          <TriCheckbox
            checked={table.getIsAllRowsSelected()}
            indeterminate={table.getIsSomeRowsSelected()}
            onChange={table.getToggleAllRowsSelectedHandler()}
            ariaLabel={t('table.select-all')}
            disabled={!hasRows}
          />
        ) : spec.kind === 'image' || spec.kind === 'share' ? (
          <VisuallyHidden>{label(spec.id)}</VisuallyHidden>
        ) : column.getCanSort() ? (
          <button
            type="button"
            className={styles.sortButton}
            onClick={column.getToggleSortingHandler()}
            title={label(spec.id)}
          >
            <span className={styles.ellipsis}>{label(spec.id)}</span>
            {sorted === 'asc' ? (
              <ChevronUpIcon size="0.9em" />
            ) : sorted === 'desc' ? (
              <ChevronDownIcon size="0.9em" />
            ) : null}
          </button>
        ) : (
          <span className={styles.ellipsis} title={label(spec.id)}>
            {label(spec.id)}
          </span>
        )}
        {column.getCanResize() ? (
          <div
            role="separator"
            aria-orientation="vertical"
            aria-label={t('table.resize', { column: label(spec.id) })}
            aria-valuenow={column.getSize()}
            aria-valuemin={TABLE_COLUMN_WIDTH_MIN_PX}
            aria-valuemax={TABLE_COLUMN_WIDTH_MAX_PX}
            tabIndex={0}
            className={`${styles.resizer} ${column.getIsResizing() ? styles.resizing : ''}`}
            onMouseDown={header.getResizeHandler()}
            onTouchStart={header.getResizeHandler()}
            onKeyDown={(event) => {
              if (resizeByKey(column.id, column.getSize(), event.key)) event.preventDefault();
            }}
            data-testid={`resize-${spec.id}`}
          />
        ) : null}
      </th>
    );
  };
  return (
    <thead className={styles.thead}>
      <tr className={styles.tr} aria-rowindex={1}>
        {table.getFlatHeaders().map(cell)}
      </tr>
    </thead>
  );
}

'use client';

import type { VirtualItem } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import {
  memo,
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { TABLE_STICKY_COLUMNS } from '@maison/domain/constants';
import { defaultColumnWidth } from '@maison/domain/portal/columns';
import { ChevronDownIcon } from '@/ui/Icon';
import { Skeleton } from '@/ui/Skeleton';
import type { PortalRow } from '../api';
import { TriCheckbox } from '../TriCheckbox';
import { CellContent, useCellText } from './cells';
import { rowKey, type ColumnSpec, type GroupBy } from './definitions';
import type { AnyRow, Item } from './items';
import { ROW_HEIGHT, useVirtualRows } from './useVirtualRows';
import status from './status.module.css';
import styles from './table.module.css';

/** A column's box: its width and, for the 2 sticky columns, its offset from the start. */
export interface ColumnBox {
  spec: ColumnSpec;
  width: number;
  start: number | null;
  edge: boolean;
}

/** 002 §2, §9: the first 2 columns stick; each one's offset is the widths before it. */
export function columnBoxes(
  specs: readonly ColumnSpec[],
  sizing: Readonly<Record<string, number>>,
): ColumnBox[] {
  let offset = 0;
  return specs.map((spec, index) => {
    const width = sizing[spec.id] ?? defaultColumnWidth(spec.id);
    const pinned = index < TABLE_STICKY_COLUMNS;
    const box = {
      spec,
      width,
      start: pinned ? offset : null,
      edge: index === TABLE_STICKY_COLUMNS - 1,
    };
    offset += width;
    return box;
  });
}

export const boxStyle = (box: ColumnBox): CSSProperties =>
  box.start === null ? { width: box.width } : { width: box.width, insetInlineStart: box.start };

export const boxClass = (box: ColumnBox) =>
  box.start === null ? '' : box.edge ? `${styles.pinned} ${styles.pinnedEdge}` : styles.pinned;

/**
 * One data row. Memoised: while scrolling only the rows coming into view render; the others
 * keep their place (their offset does not change).
 */
const BodyRow = memo(function BodyRow({
  row,
  index,
  start,
  selected,
  open,
  boxes,
  scrolling,
  onToggleDetail,
}: {
  row: AnyRow;
  index: number;
  start: number;
  selected: boolean;
  open: boolean;
  boxes: readonly ColumnBox[];
  /** The body is scrolling: a row coming into view waits with its image until it stops. */
  scrolling: boolean;
  onToggleDetail: (id: string) => void;
}) {
  const t = useTranslations('partnerportal.table');
  const text = useCellText();
  // Decoding the product images is most of a scrolled frame's work; they follow at rest.
  const [showImage, setShowImage] = useState(!scrolling);
  useEffect(() => {
    if (!scrolling) setShowImage(true);
  }, [scrolling]);
  const original = row.original;
  const key = rowKey(original);
  return (
    <tr
      data-index={index}
      className={`${styles.tr} ${styles.row} ${selected ? styles.selected : ''}`}
      style={{ transform: `translateY(${start}px)` }}
      data-testid="table-row"
      data-key={key}
      data-location={original.location}
      data-selected={selected || undefined}
    >
      {boxes.map((box) => {
        const spec = box.spec;
        const plain = !['select', 'key', 'image', 'share'].includes(spec.kind);
        // Plain text goes straight into the cell (fewer nodes per row while scrolling).
        const value = plain ? text(spec, original) : '';
        return (
          <td
            key={spec.id}
            className={`${styles.td} ${plain ? styles.textCell : ''} ${boxClass(box)} ${styles[`kind-${spec.kind}`] ?? ''}`}
            style={boxStyle(box)}
            data-column={spec.id}
            title={plain && value ? value : undefined}
          >
            {spec.kind === 'select' ? (
              <TriCheckbox
                checked={selected}
                onChange={row.getToggleSelectedHandler()}
                ariaLabel={t('select-row', { key })}
                testId="row-checkbox"
              />
            ) : spec.kind === 'key' ? (
              <button
                type="button"
                className={styles.keyButton}
                aria-expanded={open}
                aria-label={t(open ? 'collapse' : 'expand', { key })}
                onClick={() => onToggleDetail(row.id)}
                data-testid="row-expand"
              >
                <ChevronDownIcon
                  size="0.9em"
                  className={open ? styles.chevronOpen : styles.chevron}
                />
                <span className={styles.ellipsis} title={key}>
                  {key}
                </span>
              </button>
            ) : spec.kind === 'share' || (spec.kind === 'image' && showImage) ? (
              <CellContent spec={spec} row={original} text={text} />
            ) : spec.kind === 'image' ? null : (
              value
            )}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * The virtualised body (TanStack Virtual): only the rows in view (and a few more) are in the
 * DOM. It re-renders on scroll by itself; the table around it does not.
 */
export function VirtualBody({
  items,
  scrollRef,
  boxes,
  totalWidth,
  viewportWidth,
  selection,
  openIds,
  groupBy,
  allLoaded,
  onToggleDetail,
  renderDetail,
}: {
  items: readonly Item[];
  scrollRef: RefObject<HTMLDivElement | null>;
  boxes: readonly ColumnBox[];
  totalWidth: number;
  viewportWidth: number;
  selection: Readonly<Record<string, boolean>>;
  openIds: ReadonlySet<string>;
  groupBy: GroupBy;
  /** Every row of the query is loaded: group counts are totals, else what has loaded so far. */
  allLoaded: boolean;
  onToggleDetail: (id: string) => void;
  renderDetail: (row: PortalRow) => ReactNode;
}) {
  const t = useTranslations('partnerportal.table');
  const text = useCellText();
  const virtualizer = useVirtualRows(items, scrollRef);
  const groupSpec = boxes.find((b) => b.spec.id === groupBy)?.spec;
  const renderItem = (virtual: VirtualItem) => {
    const item = items[virtual.index]!;
    const row = item.row;
    if (item.kind === 'row') {
      return (
        <BodyRow
          key={virtual.key}
          row={row}
          index={virtual.index}
          start={virtual.start}
          selected={Boolean(selection[row.id])}
          open={openIds.has(row.id)}
          boxes={boxes}
          scrolling={virtualizer.isScrolling}
          onToggleDetail={onToggleDetail}
        />
      );
    }
    const position: CSSProperties = {
      transform: `translateY(${virtual.start}px)`,
      width: totalWidth,
    };
    if (item.kind === 'group') {
      const value = groupSpec ? text(groupSpec, row.original) : item.key;
      return (
        <tr
          key={virtual.key}
          data-index={virtual.index}
          className={`${styles.tr} ${styles.groupRow}`}
          style={position}
        >
          <td className={styles.groupCell} colSpan={boxes.length}>
            <span className={styles.groupLabel}>
              {t(allLoaded ? 'group' : 'group-loaded', {
                value: value || t('no-value'),
                count: item.count,
              })}
            </span>
          </td>
        </tr>
      );
    }
    return (
      <tr
        key={virtual.key}
        data-index={virtual.index}
        ref={virtualizer.measureElement}
        className={styles.tr}
        style={position}
      >
        <td colSpan={boxes.length} className={styles.detailCell}>
          <div className={styles.detailSticky} style={{ width: viewportWidth || undefined }}>
            {renderDetail(row.original)}
          </div>
        </td>
      </tr>
    );
  };
  return (
    <tbody className={styles.tbody} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map(renderItem)}
    </tbody>
  );
}

/** Loading skeletons instead of a spinner (LOOK.md). */
export function SkeletonBody({ boxes, rows }: { boxes: readonly ColumnBox[]; rows: number }) {
  return (
    <tbody className={styles.tbody} style={{ height: rows * ROW_HEIGHT }}>
      {Array.from({ length: rows }, (_, i) => (
        <tr
          key={i}
          className={`${styles.tr} ${styles.row}`}
          style={{ transform: `translateY(${i * ROW_HEIGHT}px)` }}
          aria-hidden="true"
        >
          {boxes.map((box) => (
            <td key={box.spec.id} className={`${styles.td} ${boxClass(box)}`} style={boxStyle(box)}>
              <Skeleton className={status.skeleton} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

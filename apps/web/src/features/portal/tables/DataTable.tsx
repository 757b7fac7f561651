'use client';

import {
  columnResizingFeature,
  columnSizingFeature,
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Column,
  type ColumnDef,
  type ColumnSizingState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import {
  SEARCH_DEBOUNCE_MS,
  TABLE_COLUMN_WIDTH_DEFAULT_PX,
  TABLE_COLUMN_WIDTH_MAX_PX,
  TABLE_COLUMN_WIDTH_MIN_PX,
  TABLE_INFINITE_SCROLL_DELAY_MS,
  TABLE_INFINITE_SCROLL_THRESHOLD_PX,
  type Locale,
} from '@maison/domain/constants';
import { hasPermission } from '@maison/domain/permissions';
import {
  availableActions,
  type InventoryAction,
  type RowAction,
} from '@maison/domain/portal/actions';
import {
  clampColumnWidth,
  defaultColumnWidth,
  fixedColumnWidth,
  type ActiveFilter,
} from '@maison/domain/portal/columns';
import { isDateRange, localToday, type DateRange } from '@maison/domain/portal/dates';
import { FILTER_NONE, tableQuery, type FilterId } from '@maison/domain/portal/filters';
import { defaultSort, type SortedBy } from '@maison/domain/portal/tables';
import { statusMessage } from '@/features/account/errors';
import { Button } from '@/ui/Button';
import { ChevronDownIcon, ChevronUpIcon } from '@/ui/Icon';
import { toast } from '@/ui/Toast';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import type { PortalRow } from '../api';
import { bulkMenu, mayActInBulk, splitBulkRows } from '../actions/bulk';
import { useActionRunner } from '../actions/useActionRunner';
import { usePortal } from '../context';
import { formatCount, formatPrice } from '../format';
import { TriCheckbox } from '../TriCheckbox';
import { BulkMenu } from './BulkMenu';
import { boxClass, boxStyle, columnBoxes, SkeletonBody, VirtualBody, type Item } from './body';
import { DetailPanel } from './cells';
import { isInventoryRow, type ColumnSpec, type GroupBy, type TableDefinition } from './definitions';
import { TABLE_PAGE_SIZE, useTableRows, useTableTotals } from './queries';
import { useTableConfig } from './useTableConfig';
import { Toolbar } from './Toolbar';
import styles from './table.module.css';

// The modals (date picker, dialog, forms) load when first opened, not with the table.
const ActionModal = lazy(() =>
  import('../actions/ActionModal').then((m) => ({ default: m.ActionModal })),
);
const BulkActionModal = lazy(() =>
  import('../actions/BulkActionModal').then((m) => ({ default: m.BulkActionModal })),
);
const HistoryModal = lazy(() =>
  import('../actions/HistoryModal').then((m) => ({ default: m.HistoryModal })),
);

// Sorting and filtering are the server's; the table keeps sizes, sort state and selection.
// Grouping and the sticky offsets are done below (they are cheap and keep the bundle small).
const features = tableFeatures({
  columnSizingFeature,
  columnResizingFeature,
  rowSortingFeature,
  rowSelectionFeature,
});
type Features = typeof features;
type TableRow = Row<Features, PortalRow>;

const SKELETON_ROWS = 14;
/** Ours: one arrow key press on a resize handle moves the column edge this far. */
const RESIZE_STEP_PX = 10;
/** Ours: how unresized columns share the free width of the view (others weigh 1). */
const FILL_WEIGHTS: Record<string, number> = {
  description: 3,
  location_name: 1.5,
  serial_number: 1.3,
};

/**
 * 002 §5: unresized columns start at the default 100 px; while the view has room, they share
 * the free width (so texts are not clipped). Resized widths are the user's and stay as saved.
 */
export function fillColumnWidths(
  specs: readonly ColumnSpec[],
  stored: Readonly<Record<string, number>>,
  viewportWidth: number,
): Record<string, number> {
  const growable: string[] = [];
  let used = 0;
  for (const spec of specs) {
    const fixed = fixedColumnWidth(spec.id);
    if (fixed !== null) used += fixed;
    else if (stored[spec.id] !== undefined) used += stored[spec.id]!;
    else growable.push(spec.id);
  }
  const widths: Record<string, number> = {};
  const free = viewportWidth - used - growable.length * TABLE_COLUMN_WIDTH_DEFAULT_PX;
  if (free > 0 && growable.length) {
    const weights = growable.map((id) => FILL_WEIGHTS[id] ?? 1);
    const total = weights.reduce((a, b) => a + b, 0);
    growable.forEach((id, i) => {
      widths[id] = Math.min(
        TABLE_COLUMN_WIDTH_MAX_PX,
        TABLE_COLUMN_WIDTH_DEFAULT_PX + Math.floor((free * weights[i]!) / total),
      );
    });
  }
  return { ...widths, ...stored };
}

type SingleAction = RowAction | 'order_note';
type ModalState =
  | { kind: 'action'; action: InventoryAction; row: PortalRow }
  | { kind: 'history'; row: PortalRow }
  | { kind: 'bulk'; action: InventoryAction; rows: PortalRow[] };

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** The active filters with one filter set to a value (none removes it). */
export function withFilter(filters: readonly ActiveFilter[], id: string, value: string) {
  const rest = filters.filter((f) => f.id !== id);
  return value === FILTER_NONE || value === '' ? rest : [...rest, { id, values: [value] }];
}

const DATE_RANGE_FILTER = 'date_range';

function filterValue(filters: readonly ActiveFilter[] | undefined, id: string): string | undefined {
  return filters?.find((f) => f.id === id)?.values[0];
}

/** Which column shows the sort, given the order_by field the config holds. */
function sortingOf(specs: readonly ColumnSpec[], sortedBy: SortedBy, locale: Locale): SortingState {
  const spec = specs.find((s) => s.sort?.(locale).includes(sortedBy.columnId));
  return spec ? [{ id: spec.id, desc: sortedBy.direction === 'desc' }] : [];
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

/**
 * One portal table (002 §2): search, filters, group-by, sortable and resizable columns with 2
 * sticky ones, the index column's checkboxes, expandable rows, a totals footer, infinite scroll
 * and the row and bulk actions. The config (widths, filters, checked rows, sort) is the user's
 * per table; rows are virtualised so thousands of loaded rows scroll smoothly.
 */
export function DataTable({
  definition,
  locationIds,
}: {
  definition: TableDefinition;
  locationIds: readonly number[];
}) {
  const t = useTranslations('partnerportal');
  const locale = useLocale() as Locale;
  const { user, locations } = usePortal();
  const tableId = definition.id;
  const tAll = useTranslations();
  // Issue 14: the table keeps the change; the person learns it is not stored yet, and why.
  const configSaveFailed = useCallback(
    (status: number) =>
      toast.show({
        type: 'warning',
        timing: 'long',
        content: t('table.config-failed', { reason: tAll(statusMessage(status).key) }),
      }),
    [t, tAll],
  );
  const { config, update, flush } = useTableConfig(tableId, user.id, configSaveFailed);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput, SEARCH_DEBOUNCE_MS);
  const [groupBy, setGroupBy] = useState<GroupBy>('none');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [modal, setModal] = useState<ModalState | null>(null);
  const today = localToday();

  // ---- the query (002 §7) ----
  const activeFilters = config?.activeFilters;
  const filterValues = useMemo(() => {
    const values: Partial<Record<FilterId, string>> = {};
    for (const id of definition.filters) {
      const value = filterValue(activeFilters, id);
      if (value) values[id] = value;
    }
    return values;
  }, [activeFilters, definition.filters]);
  const storedRange = filterValue(activeFilters, DATE_RANGE_FILTER);
  const dateRange: DateRange = isDateRange(storedRange) ? storedRange : 'none';
  const sortedBy = config?.sortedBy ?? defaultSort(tableId);

  const ready = config !== null;
  const query = useMemo(() => {
    if (!ready || !locationIds.length) return null;
    return tableQuery(tableId, {
      locations: locationIds,
      search,
      filters: filterValues,
      dateRange,
      sortedBy,
      today,
      pageSize: TABLE_PAGE_SIZE,
    });
    // sortedBy is an object rebuilt from the config; its fields are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    ready,
    locationIds,
    tableId,
    search,
    filterValues,
    dateRange,
    sortedBy.columnId,
    sortedBy.direction,
    today,
  ]);
  const data = useTableRows(tableId, query);
  const totals = useTableTotals(tableId, query);
  const runner = useActionRunner(tableId, data.queryString, locationIds);

  // ---- rows seen in this visit (checked rows stay actionable across filters) ----
  const known = useRef(new Map<string, PortalRow>());
  for (const row of data.rows) known.current.set(String(row.id), row);

  // ---- TanStack Table ----
  const specs = definition.columns;
  const columns = useMemo<ColumnDef<Features, PortalRow>[]>(
    () =>
      specs.map((spec) => {
        const fixed = fixedColumnWidth(spec.id);
        return {
          id: spec.id,
          accessorFn: (row: PortalRow) => (spec.value?.(row, locale) ?? null) as never,
          size: defaultColumnWidth(spec.id),
          minSize: fixed ?? Math.min(TABLE_COLUMN_WIDTH_DEFAULT_PX, TABLE_COLUMN_WIDTH_MIN_PX),
          maxSize: fixed ?? TABLE_COLUMN_WIDTH_MAX_PX,
          enableResizing: fixed === null && spec.kind !== 'select',
          enableSorting: Boolean(spec.sort),
          meta: spec,
        } as ColumnDef<Features, PortalRow>;
      }),
    [specs, locale],
  );
  const [viewportWidth, setViewportWidth] = useState(0);
  const columnSizing = useMemo<ColumnSizingState>(
    () => fillColumnWidths(specs, config?.columnWidths ?? {}, viewportWidth),
    [specs, config, viewportWidth],
  );
  const sorting = useMemo(
    () => sortingOf(specs, sortedBy, locale),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [specs, sortedBy.columnId, sortedBy.direction, locale],
  );
  const rowSelection = useMemo(
    () =>
      Object.fromEntries((config?.checkedRows ?? []).map((id) => [id, true])) as RowSelectionState,
    [config],
  );

  // Only the columns the user resized are saved, clamped to 120–750 px.
  const onColumnSizingChange = useCallback(
    (updater: Updater<ColumnSizingState>) => {
      const next = functionalUpdate(updater, columnSizing);
      const changed = Object.entries(next).filter(([id, width]) => columnSizing[id] !== width);
      if (!changed.length) return;
      update((current) => {
        const widths = { ...current.columnWidths };
        for (const [id, width] of changed) widths[id] = clampColumnWidth(width, id);
        return { ...current, columnWidths: widths };
      });
    },
    [update, columnSizing],
  );
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0];
      const spec = next && specs.find((s) => s.id === next.id);
      const field = spec?.sort?.(locale)[0];
      update((current) => ({
        ...current,
        sortedBy: field && next ? { columnId: field, direction: next.desc ? 'desc' : 'asc' } : null,
      }));
    },
    [update, sorting, specs, locale],
  );
  const onRowSelectionChange = useCallback(
    (updater: Updater<RowSelectionState>) =>
      update((current) => {
        const before = Object.fromEntries(
          current.checkedRows.map((id) => [id, true]),
        ) as RowSelectionState;
        const next = functionalUpdate(updater, before);
        return { ...current, checkedRows: Object.keys(next).filter((id) => next[id]) };
      }),
    [update],
  );

  const table = useTable({
    features,
    columns,
    data: data.rows,
    getRowId: (row: PortalRow) => String(row.id),
    state: { columnSizing, sorting, rowSelection },
    onColumnSizingChange,
    onSortingChange,
    onRowSelectionChange,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    columnResizeMode: 'onChange',
  });

  const model = table.getRowModel();
  // 002 §2: an optional group-by over the loaded rows: a heading per store or article type, in
  // the order the groups first appear, each with its rows in the table's sort order.
  const items = useMemo(() => {
    const out: Item[] = [];
    const push = (row: TableRow) => {
      out.push({ kind: 'row', row });
      if (openIds.has(row.id)) out.push({ kind: 'detail', row });
    };
    if (groupBy === 'none') {
      model.rows.forEach(push);
      return out;
    }
    const groups = new Map<string, TableRow[]>();
    for (const row of model.rows) {
      const key = String((row.original as unknown as Record<string, unknown>)[groupBy] ?? '');
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    for (const [key, rows] of groups) {
      out.push({ kind: 'group', key, row: rows[0]!, count: rows.length });
      rows.forEach(push);
    }
    return out;
  }, [model, openIds, groupBy]);

  // ---- virtual rows and infinite scroll (002 §4) ----
  const scrollRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setViewportWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const paging = useRef({ hasNext: false, fetching: false, fetchNext: data.fetchNextPage });
  paging.current = {
    hasNext: Boolean(data.hasNextPage),
    fetching: data.isFetchingNextPage,
    fetchNext: data.fetchNextPage,
  };
  const loadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nearBottom = () => {
    const el = scrollRef.current;
    return (
      !!el && el.scrollHeight - el.scrollTop - el.clientHeight <= TABLE_INFINITE_SCROLL_THRESHOLD_PX
    );
  };
  // 002 §4: 100 ms after a scroll, more rows load when the bottom is within 50 px. The
  // geometry is read then, not on every scroll event (a read there forces a layout).
  const maybeLoadMore = useCallback(() => {
    if (loadTimer.current !== undefined) return;
    loadTimer.current = setTimeout(() => {
      loadTimer.current = undefined;
      const { hasNext, fetching, fetchNext } = paging.current;
      // Paging failures are silently ignored (002 §4): the list just stops growing.
      if (nearBottom() && hasNext && !fetching) void fetchNext().catch(() => undefined);
    }, TABLE_INFINITE_SCROLL_DELAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(loadTimer.current), []);
  // A page that does not fill the view asks for the next one at once.
  useEffect(() => {
    if (data.rows.length) maybeLoadMore();
  }, [data.rows.length, maybeLoadMore]);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [data.queryString]);

  // ---- leaving the table clears the selection (002 §4) ----
  useEffect(
    () => () => {
      update((current) => (current.checkedRows.length ? { ...current, checkedRows: [] } : current));
      flush();
    },
    [update, flush],
  );

  // ---- actions ----
  const locationCount = locations.length;
  const selectedIds = config?.checkedRows ?? [];
  const selectedRows = useMemo(
    () => {
      // In the table's order (checked order is the order of clicks).
      const position = new Map(data.rows.map((row, index) => [row.id, index]));
      return (config?.checkedRows ?? [])
        .map((id) => known.current.get(id))
        .filter((row): row is PortalRow => row !== undefined)
        .sort(
          (a, b) =>
            (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) -
            (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
        );
    },
    // data.rows: newly loaded rows may be checked ones (known is a ref filled from them).
    [config, data.rows],
  );
  const bulkGroups = useMemo(
    () => bulkMenu(user, selectedRows, { locationCount }),
    [user, selectedRows, locationCount],
  );
  const showBulk = mayActInBulk(user, locationIds, definition.inventory, { locationCount });

  const clearSelection = () => update((current) => ({ ...current, checkedRows: [] }));
  const chooseBulk = (action: InventoryAction) => {
    const { eligible, dropped } = splitBulkRows(user, selectedRows, action);
    if (dropped)
      toast.show({
        type: 'error',
        timing: 'long',
        content: t('bulk-actions-modal.toast.dropped', { count: dropped }),
      });
    if (eligible.length) setModal({ kind: 'bulk', action, rows: eligible });
  };

  const rowActions = (row: PortalRow): SingleAction[] => {
    if (isInventoryRow(row)) return availableActions(user, row, { locationCount });
    return hasPermission(user, row.location, 'orders:manage_note')
      ? ['request_change', 'order_note']
      : [];
  };
  const openAction = (row: PortalRow, action: SingleAction) => {
    if (action === 'history') setModal({ kind: 'history', row });
    else if (action === 'order_note') setModal({ kind: 'action', action: 'set_client_note', row });
    else setModal({ kind: 'action', action, row });
  };
  const toggleDetail = useCallback(
    (id: string) =>
      setOpenIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const resetFilters = () => {
    setSearchInput('');
    update((current) => ({ ...current, activeFilters: [] }));
  };

  // ---- rendering ----
  const headers = table.getFlatHeaders();
  const totalWidth = table.getTotalSize();
  const boxes = useMemo(() => columnBoxes(specs, columnSizing), [specs, columnSizing]);
  const boxOf = (column: Column<Features, PortalRow, unknown>) =>
    boxes.find((b) => b.spec.id === column.id)!;
  const specOf = (column: Column<Features, PortalRow, unknown>) =>
    column.columnDef.meta as unknown as ColumnSpec;
  const label = (spec: ColumnSpec) => t(`columns.${spec.id}`);

  const resizeByKey = (column: Column<Features, PortalRow, unknown>, event: KeyboardEvent) => {
    const step =
      event.key === 'ArrowRight' ? RESIZE_STEP_PX : event.key === 'ArrowLeft' ? -RESIZE_STEP_PX : 0;
    if (!step) return;
    event.preventDefault();
    onColumnSizingChange((widths) => ({ ...widths, [column.id]: column.getSize() + step }));
  };

  const status = !config
    ? 'config'
    : !locationIds.length
      ? 'no-stores'
      : data.isError
        ? 'error'
        : data.isLoading
          ? 'loading'
          : data.rows.length === 0
            ? 'empty'
            : 'rows';
  const count = data.count;
  const selectedCount = selectedIds.length;

  return (
    <section
      className={styles.root}
      aria-label={t(`pages.${tableId}`)}
      data-testid="portal-table"
      data-table={tableId}
    >
      <Toolbar
        search={searchInput}
        onSearch={setSearchInput}
        filters={definition.filters}
        values={filterValues}
        onFilter={(id, value) =>
          update((current) => ({
            ...current,
            activeFilters: withFilter(current.activeFilters, id, value),
          }))
        }
        dateRange={dateRange}
        onDateRange={(value) =>
          update((current) => ({
            ...current,
            activeFilters: withFilter(current.activeFilters, DATE_RANGE_FILTER, value),
          }))
        }
        today={today}
        groupBy={groupBy}
        onGroupBy={setGroupBy}
      >
        {selectedCount ? (
          <Button variant="text" size="sm" onClick={clearSelection} data-testid="clear-selection">
            {t('table.clear-selection', { count: selectedCount })}
          </Button>
        ) : null}
        {showBulk ? (
          <BulkMenu groups={bulkGroups} disabled={!selectedCount} onChoose={chooseBulk} />
        ) : null}
      </Toolbar>

      <div
        ref={scrollRef}
        className={styles.scroller}
        onScroll={maybeLoadMore}
        data-testid="table-scroller"
        tabIndex={0}
        aria-label={t('table.scroll-region', { table: t(`pages.${tableId}`) })}
      >
        <table
          className={styles.table}
          style={{ width: totalWidth }}
          aria-rowcount={count === null ? undefined : count + 1}
          aria-busy={status === 'loading' || status === 'config' || undefined}
        >
          <thead className={styles.thead}>
            <tr className={styles.tr} aria-rowindex={1}>
              {headers.map((header) => {
                const column = header.column;
                const spec = specOf(column);
                const sorted = column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`${styles.th} ${boxClass(boxOf(column))} ${spec.kind === 'price' ? styles.numeric : ''}`}
                    style={boxStyle(boxOf(column))}
                    aria-sort={ariaSort(sorted)}
                    data-column={spec.id}
                  >
                    {spec.kind === 'select' ? (
                      <TriCheckbox
                        checked={table.getIsAllRowsSelected()}
                        indeterminate={table.getIsSomeRowsSelected()}
                        onChange={table.getToggleAllRowsSelectedHandler()}
                        ariaLabel={t('table.select-all')}
                        disabled={!data.rows.length}
                      />
                    ) : spec.kind === 'image' || spec.kind === 'share' ? (
                      <VisuallyHidden>{label(spec)}</VisuallyHidden>
                    ) : column.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={column.getToggleSortingHandler()}
                        title={label(spec)}
                      >
                        <span className={styles.ellipsis}>{label(spec)}</span>
                        {sorted === 'asc' ? (
                          <ChevronUpIcon size="0.9em" />
                        ) : sorted === 'desc' ? (
                          <ChevronDownIcon size="0.9em" />
                        ) : null}
                      </button>
                    ) : (
                      <span className={styles.ellipsis} title={label(spec)}>
                        {label(spec)}
                      </span>
                    )}
                    {column.getCanResize() ? (
                      <div
                        role="separator"
                        aria-orientation="vertical"
                        aria-label={t('table.resize', { column: label(spec) })}
                        aria-valuenow={column.getSize()}
                        aria-valuemin={TABLE_COLUMN_WIDTH_MIN_PX}
                        aria-valuemax={TABLE_COLUMN_WIDTH_MAX_PX}
                        tabIndex={0}
                        className={`${styles.resizer} ${column.getIsResizing() ? styles.resizing : ''}`}
                        onMouseDown={header.getResizeHandler()}
                        onTouchStart={header.getResizeHandler()}
                        onKeyDown={(event) => resizeByKey(column, event)}
                        data-testid={`resize-${spec.id}`}
                      />
                    ) : null}
                  </th>
                );
              })}
            </tr>
          </thead>
          {status === 'rows' ? (
            <VirtualBody
              items={items}
              scrollRef={scrollRef}
              boxes={boxes}
              totalWidth={totalWidth}
              viewportWidth={viewportWidth}
              selection={rowSelection}
              openIds={openIds}
              groupBy={groupBy}
              onToggleDetail={toggleDetail}
              renderDetail={(row) => (
                <DetailPanel
                  row={row}
                  actions={rowActions(row)}
                  onAction={(action) => openAction(row, action)}
                />
              )}
            />
          ) : status === 'loading' || status === 'config' ? (
            <SkeletonBody boxes={boxes} rows={SKELETON_ROWS} />
          ) : (
            <tbody className={styles.tbody} />
          )}
        </table>
        {status === 'empty' || status === 'no-stores' || status === 'error' ? (
          <div
            className={styles.placeholder}
            style={{ width: viewportWidth || undefined }}
            data-testid="table-placeholder"
          >
            {status === 'empty' ? (
              <>
                <p>{t('table.empty')}</p>
                <Button variant="secondary" size="sm" onClick={resetFilters}>
                  {t('table.reset-filters')}
                </Button>
              </>
            ) : status === 'no-stores' ? (
              <p>{t('table.no-stores')}</p>
            ) : (
              <>
                <p role="alert">{t('table.failed')}</p>
                <Button variant="secondary" size="sm" onClick={() => void data.refetch()}>
                  {t('table.retry')}
                </Button>
              </>
            )}
          </div>
        ) : null}
      </div>

      <footer className={styles.footer}>
        <p className={styles.count} aria-live="polite" data-testid="table-count">
          {count === null ? '\u00a0' : t('table.count', { count, shown: data.rows.length })}
          {data.isFetchingNextPage ? (
            <span className={styles.loadingMore}> · {t('table.loading-more')}</span>
          ) : null}
        </p>
        {status === 'rows' && totals.data ? (
          <dl className={styles.totals} data-testid="table-totals">
            <div>
              <dt>{t('totals.count')}</dt>
              <dd>
                {formatCount(totals.data.reduce((sum, a) => sum + (a.metrics.count ?? 0), 0))}
              </dd>
            </div>
            <div>
              <dt>
                {tableId === 'sellOut' ? t('totals.sell-out-value') : t('totals.sell-in-value')}
              </dt>
              {totals.data.map((aggregate) => (
                <dd key={aggregate.group.currency ?? 'none'}>
                  {formatPrice(
                    tableId === 'sellOut'
                      ? aggregate.metrics.total_sell_out_value
                      : aggregate.metrics.total_sell_in_value,
                    aggregate.group.currency,
                  ) || '–'}
                </dd>
              ))}
            </div>
          </dl>
        ) : null}
      </footer>

      <Suspense fallback={null}>
        {modal?.kind === 'action' ? (
          <ActionModal
            action={modal.action}
            row={modal.row}
            runner={runner}
            onClose={() => setModal(null)}
          />
        ) : modal?.kind === 'history' && isInventoryRow(modal.row) ? (
          <HistoryModal row={modal.row} onClose={() => setModal(null)} />
        ) : modal?.kind === 'bulk' ? (
          <BulkActionModal
            action={modal.action}
            rows={modal.rows}
            tableId={tableId}
            runner={runner}
            onClose={() => setModal(null)}
            onDone={clearSelection}
          />
        ) : null}
      </Suspense>
    </section>
  );
}

'use client';

import { useTable } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Locale } from '@maison/domain/constants';
import { statusMessage } from '@/features/account/errors';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/Toast';
import type { PortalRow } from '../api';
import { ActionModals } from '../actions/ActionModals';
import { useActionRunner } from '../actions/useActionRunner';
import { useTableActions } from '../actions/useTableActions';
import { usePortal } from '../context';
import { BulkMenu } from './BulkMenu';
import { columnBoxes, SkeletonBody, VirtualBody } from './body';
import { DetailPanel } from './cells';
import { columnDefs, features } from './columns';
import { ExportMenu } from './export/ExportMenu';
import type { GroupBy, TableDefinition } from './definitions';
import { HeaderRow } from './HeaderRow';
import { bodyItems } from './items';
import { useTableTotals } from './queries';
import { TableFooter, TablePlaceholder, tableStatus } from './TableStatus';
import { Toolbar } from './Toolbar';
import { useColumnSizing } from './useColumnSizing';
import { useInfiniteRows } from './useInfiniteRows';
import { useRowSelection } from './useRowSelection';
import { useServerSorting } from './useServerSorting';
import { useTableConfig } from './useTableConfig';
import { useTableQuery } from './useTableQuery';
import styles from './table.module.css';

const SKELETON_ROWS = 14;
const getRowId = (row: PortalRow) => String(row.id);

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
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const { user } = usePortal();
  const tableId = definition.id;
  const specs = definition.columns;
  const scrollRef = useRef<HTMLDivElement>(null);

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
  const filters = useTableQuery(definition, config, update, locationIds);
  const data = useInfiniteRows(tableId, filters.query, scrollRef);
  const totals = useTableTotals(tableId, filters.query);
  const runner = useActionRunner(tableId, data.queryString, locationIds);
  const sizing = useColumnSizing(specs, config?.columnWidths, update, scrollRef);
  const { sorting, onSortingChange } = useServerSorting(specs, filters.sortedBy, locale, update);
  const selection = useRowSelection(config?.checkedRows, data.rows, update, flush);
  const actions = useTableActions(definition, locationIds, selection.selectedRows);
  const [groupBy, setGroupBy] = useState<GroupBy>('none');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());

  const columns = useMemo(() => columnDefs(specs, locale), [specs, locale]);
  const table = useTable({
    features,
    columns,
    data: data.rows,
    getRowId,
    state: { columnSizing: sizing.columnSizing, sorting, rowSelection: selection.rowSelection },
    onColumnSizingChange: sizing.onColumnSizingChange,
    onSortingChange,
    onRowSelectionChange: selection.onRowSelectionChange,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    columnResizeMode: 'onChange',
  });
  const model = table.getRowModel();
  const items = useMemo(() => bodyItems(model.rows, openIds, groupBy), [model, openIds, groupBy]);
  const boxes = useMemo(
    () => columnBoxes(specs, sizing.columnSizing),
    [specs, sizing.columnSizing],
  );
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

  const totalWidth = table.getTotalSize();
  const status = tableStatus({
    configLoaded: config !== null,
    hasStores: locationIds.length > 0,
    isError: data.isError,
    isLoading: data.isLoading,
    rowCount: data.rows.length,
  });
  const count = data.count;
  const selectedCount = selection.selectedIds.length;

  return (
    <section
      className={styles.root}
      aria-label={t(`pages.${tableId}`)}
      data-testid="portal-table"
      data-table={tableId}
    >
      <Toolbar
        search={filters.search}
        onSearch={filters.setSearch}
        filters={definition.filters}
        values={filters.filterValues}
        onFilter={filters.setFilter}
        dateRange={filters.dateRange}
        onDateRange={filters.setDateRange}
        today={filters.today}
        groupBy={groupBy}
        onGroupBy={setGroupBy}
      >
        {selectedCount ? (
          <Button
            variant="text"
            size="sm"
            onClick={selection.clearSelection}
            data-testid="clear-selection"
          >
            {t('table.clear-selection', { count: selectedCount })}
          </Button>
        ) : null}
        <ExportMenu
          tableId={tableId}
          query={filters.query}
          columnIds={table.getAllLeafColumns().map((column) => column.id)}
        />
        {actions.showBulk ? (
          <BulkMenu
            groups={actions.bulkGroups}
            disabled={!selectedCount}
            onChoose={actions.chooseBulk}
          />
        ) : null}
      </Toolbar>

      <div
        ref={scrollRef}
        className={styles.scroller}
        onScroll={data.onScroll}
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
          <HeaderRow
            table={table}
            boxes={boxes}
            hasRows={data.rows.length > 0}
            resizeByKey={sizing.resizeByKey}
          />
          {status === 'rows' ? (
            <VirtualBody
              items={items}
              scrollRef={scrollRef}
              boxes={boxes}
              totalWidth={totalWidth}
              viewportWidth={sizing.viewportWidth}
              selection={selection.rowSelection}
              openIds={openIds}
              groupBy={groupBy}
              allLoaded={count !== null && data.rows.length >= count}
              onToggleDetail={toggleDetail}
              renderDetail={(row) => (
                <DetailPanel
                  row={row}
                  actions={actions.rowActions(row)}
                  onAction={(action) => actions.openAction(row, action)}
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
          <TablePlaceholder
            status={status}
            width={sizing.viewportWidth}
            onResetFilters={filters.resetFilters}
            onRetry={() => void data.refetch()}
          />
        ) : null}
      </div>

      <TableFooter
        tableId={tableId}
        count={count}
        shown={data.rows.length}
        loadingMore={data.isFetchingNextPage}
        totals={status === 'rows' ? totals.data : undefined}
      />

      <ActionModals
        modal={actions.modal}
        tableId={tableId}
        runner={runner}
        onClose={actions.closeModal}
        onBulkDone={selection.clearSelection}
      />
    </section>
  );
}

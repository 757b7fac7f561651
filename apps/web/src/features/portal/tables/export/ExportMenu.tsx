'use client';

import { useLocale, useTranslations } from 'next-intl';
import { EXPORT_MAX_ROWS } from '@maison/domain/constants';
import { EXPORT_FORMATS, isExportColumn } from '@maison/domain/portal/export';
import type { TableId } from '@maison/domain/portal/tables';
import { ToolbarMenu, ToolbarMenuItem } from '../ToolbarMenu';
import exportStyles from './export.module.css';
import { useExport } from './useExport';

/**
 * 002 §2 "export options": Excel or PDF of what the table shows: its visible columns in their
 * order, the chosen stores, filters, search, date range and sort (the list's query). The row
 * limit is stated under the choices; the button is busy while an export runs.
 */
export function ExportMenu({
  tableId,
  query,
  columnIds,
}: {
  tableId: TableId;
  /** The table's list query; null until it is known (no store, config loading). */
  query: URLSearchParams | null;
  /** The table's visible column ids in their order. */
  columnIds: readonly string[];
}) {
  const t = useTranslations('partnerportal.export');
  const locale = useLocale();
  const { running, start } = useExport(tableId);
  const columns = columnIds.filter((id) => isExportColumn(tableId, id));
  const limit = new Intl.NumberFormat(locale).format(EXPORT_MAX_ROWS);
  return (
    <ToolbarMenu
      label={t('label')}
      testId="export-menu"
      inactive={!query || running ? { loading: running !== null, disabled: !query } : undefined}
    >
      {(close) => (
        <>
          {EXPORT_FORMATS.map((format) => (
            <ToolbarMenuItem
              key={format}
              close={close}
              onChoose={() => {
                if (query) void start(format, query, columns);
              }}
              data-format={format}
            >
              {t(`formats.${format}`)}
            </ToolbarMenuItem>
          ))}
          <p className={exportStyles.hint}>{t('limit', { limit })}</p>
        </>
      )}
    </ToolbarMenu>
  );
}

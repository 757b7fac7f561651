'use client';

import { useLocale, useTranslations } from 'next-intl';
import { EXPORT_MAX_ROWS } from '@maison/domain/constants';
import { EXPORT_FORMATS, isExportColumn } from '@maison/domain/portal/export';
import type { TableId } from '@maison/domain/portal/tables';
import { Button } from '@/ui/Button';
import { ChevronDownIcon } from '@/ui/Icon';
import { Flyout } from '../../Flyout';
import styles from '../toolbar.module.css';
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
  const label = (
    <>
      {t('label')}
      <ChevronDownIcon size="1em" />
    </>
  );
  if (!query || running) {
    return (
      <Button
        variant="secondary"
        size="sm"
        loading={running !== null}
        disabled={!query}
        data-testid="export-menu"
      >
        {label}
      </Button>
    );
  }
  const limit = new Intl.NumberFormat(locale).format(EXPORT_MAX_ROWS);
  return (
    <Flyout
      label={t('label')}
      align="end"
      panelClassName={styles.menu}
      testId="export-menu-panel"
      trigger={(props) => (
        <Button variant="secondary" size="sm" data-testid="export-menu" {...props}>
          {label}
        </Button>
      )}
    >
      {(close) => (
        <>
          {EXPORT_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              className={styles.menuItem}
              data-format={format}
              onClick={() => {
                close();
                void start(format, query, columns);
              }}
            >
              {t(`formats.${format}`)}
            </button>
          ))}
          <p className={exportStyles.hint}>{t('limit', { limit })}</p>
        </>
      )}
    </Flyout>
  );
}

import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn, ExportRecord } from './columns';
import { excelDate, excelDateFormat, excelPriceFormat, pulledStream } from './format';
import type { ExportJob } from './job';

/**
 * Issue 18: the xlsx of a table through exceljs' streaming writer: one sheet named after the
 * table, the header row frozen with an auto-filter, typed cells (dates as Excel dates, prices
 * as numbers in their currency's format), and after the rows the totals per currency. Rows
 * are committed as they come; no shared strings, so memory does not grow with the rows.
 */

/** Excel forbids these in sheet names and allows 31 characters. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

const HEADER_FONT = { bold: true };
const HEADER_FILL = {
  type: 'pattern' as const,
  pattern: 'solid' as const,
  fgColor: { argb: 'FFF4EFE6' },
};

function cell(column: ExportColumn, row: ExportRecord, job: ExportJob): ExcelJS.CellValue {
  const value = column.value(row, job.language, job.messages);
  if (value === null) return null;
  if (column.kind === 'date') return excelDate(value as string);
  if (column.kind === 'bool') return value ? job.messages.yes : job.messages.no;
  return value;
}

function* sheetRows(
  sheet: ExcelJS.Worksheet,
  rows: ExportRecord[],
  job: ExportJob,
  dateFormat: string,
) {
  for (const record of rows) {
    const row = sheet.addRow(job.columns.map((column) => cell(column, record, job)));
    job.columns.forEach((column, index) => {
      if (column.kind === 'date') row.getCell(index + 1).numFmt = dateFormat;
      else if (column.kind === 'price' && column.currency)
        row.getCell(index + 1).numFmt = excelPriceFormat(column.currency(record));
    });
    row.commit();
  }
  yield;
}

/** The totals block: a header and one row per currency (count, sell-in and sell-out value). */
function writeTotals(sheet: ExcelJS.Worksheet, job: ExportJob) {
  const m = job.messages;
  const withSellOut = job.totals.some((t) => t.sell_out_value !== undefined);
  sheet.addRow([]).commit();
  const header = sheet.addRow([
    m.totals,
    m.currency,
    m.count,
    m.sellInValue,
    ...(withSellOut ? [m.sellOutValue] : []),
  ]);
  header.font = HEADER_FONT;
  header.commit();
  for (const total of job.totals) {
    const row = sheet.addRow([
      m.totals,
      total.currency,
      total.count,
      total.sell_in_value,
      ...(withSellOut ? [total.sell_out_value ?? 0] : []),
    ]);
    row.getCell(4).numFmt = excelPriceFormat(total.currency);
    if (withSellOut) row.getCell(5).numFmt = excelPriceFormat(total.currency);
    row.commit();
  }
}

async function* produce(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  job: ExportJob,
): AsyncGenerator<void, void, undefined> {
  const sheet = workbook.addWorksheet(sheetName(job.messages.tables[job.table]), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = job.columns.map((column) => ({ key: column.id, width: column.width }));
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: Math.max(1, job.count + 1), column: job.columns.length },
  };
  const header = sheet.addRow(job.columns.map((column) => job.messages.columns[column.id]));
  header.font = HEADER_FONT;
  header.fill = HEADER_FILL;
  header.commit();
  yield;
  const dateFormat = excelDateFormat(job.language);
  for await (const rows of job.batches) yield* sheetRows(sheet, rows, job, dateFormat);
  writeTotals(sheet, job);
  sheet.commit();
  await workbook.commit();
}

export function excelStream(job: ExportJob, onError: (err: unknown) => void) {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  return pulledStream(output, produce(workbook, job), onError);
}

import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  inventoryAggregates,
  inventoryExportBatches,
  openOrderAggregates,
  openOrderExportBatches,
  type AggregateGroup,
} from '@maison/db';
import {
  DEFAULT_LOCALE,
  exportFileName,
  toMajorUnits,
  type DetailError,
  type ExportFormat,
  type TableId,
} from '@maison/domain';
import { authenticated, requireUser } from '../../shared/auth';
import type { AppEnv } from '../../shared/env';
import { ApiError } from '../../shared/errors';
import { createRouter } from '../../shared/router';
import { inventoryFilter, openOrderFilter } from '../portal/filters';
import { FieldErrorsSchema, commonErrors, security } from '../portal/schemas';
import { exportColumns } from './columns';
import { statedFilters, type StatedFilterInput } from './filters';
import type { ExportJob, ExportTotal } from './job';
import { exportLimit } from './limit';
import { EXPORT_MESSAGES } from './messages';
import { requirePdfFonts } from './fonts';
import {
  InventoryExportQuery,
  OpenOrderExportQuery,
  exportColumnIds,
  exportSort,
  type ExportParams,
} from './query';
import { json } from '../../shared/openapi';

/**
 * Issue 18, 002 §4 and §7 "GET export": a table as an xlsx or PDF file, with the list's
 * permission, filters and order (docs/portal.md "Export", docs/decisions/0031-table-export.md).
 */

const CONTENT_TYPES: Record<ExportFormat, string> = {
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

const TooLargeSchema = z.object({
  detail: z.string(),
  code: z.literal('export_too_large'),
  limit: z.number().int(),
  count: z.number().int(),
});

function exportRoute<
  P extends string,
  Q extends typeof InventoryExportQuery | typeof OpenOrderExportQuery,
>(path: P, summary: string, query: Q) {
  return createRoute({
    method: 'get',
    path,
    tags: ['portal'],
    summary,
    description:
      "Same permission, filters and order as the table's list; streamed in keyset batches. " +
      'Named export-{type}-{YYYY-MM-DD}.xlsx or .pdf (Content-Disposition).',
    security,
    request: { query },
    responses: {
      200: {
        description: 'The file',
        content: {
          [CONTENT_TYPES.excel]: { schema: z.string().openapi({ format: 'binary' }) },
          [CONTENT_TYPES.pdf]: { schema: z.string().openapi({ format: 'binary' }) },
        },
      },
      400: {
        description: 'Bad query (field errors), or more rows than the export limit',
        content: json(z.union([FieldErrorsSchema, TooLargeSchema])),
      },
      ...commonErrors,
    },
  });
}

const inventoryRoute = exportRoute(
  '/inventory/export/',
  'An inventory table (stock, sellIn, sellOut, archived) as xlsx or PDF',
  InventoryExportQuery,
);
const openOrdersRoute = exportRoute(
  '/open-orders/export/',
  'The open orders as xlsx or PDF',
  OpenOrderExportQuery,
);

const utcToday = () => new Date().toISOString().slice(0, 10);

/** Refuses an export above the row limit before anything is written. */
function checkSize(count: number) {
  const limit = exportLimit();
  if (count <= limit) return;
  const body: DetailError & { limit: number; count: number } = {
    detail: `This export holds ${count} rows; at most ${limit} can be exported at once. Narrow the filters.`,
    code: 'export_too_large',
    limit,
    count,
  };
  throw new ApiError(400, body);
}

/**
 * The file writers (ExcelJS, PDFKit: about 0.4 s of module loading) load with the first export,
 * not with every API process.
 */
async function fileResponse(
  c: Context<AppEnv>,
  job: ExportJob,
  format: ExportFormat,
): Promise<Response> {
  const log = c.get('logger');
  const onError = (err: unknown) =>
    log.error({ err, table: job.table, format }, 'export failed while streaming');
  const body =
    format === 'excel'
      ? (await import('./xlsx')).excelStream(job, onError)
      : (await import('./pdf')).pdfStream(job, onError);
  log.info({ table: job.table, format, rows: job.count }, 'export');
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="${exportFileName(job.table, format, job.today)}"`,
      'Cache-Control': 'private, no-store',
      'X-Export-Rows': String(job.count),
    },
  });
}

/** The aggregates' per-currency groups (the totals footer's figures) as the file's totals. */
function totalsOf(groups: AggregateGroup[]): ExportTotal[] {
  return groups.map((g) => {
    const currency = String(g.group.currency);
    return {
      currency,
      count: g.count ?? 0,
      sell_in_value: toMajorUnits(g.sell_in_value ?? 0, currency) ?? 0,
      ...(g.sell_out_value === undefined
        ? {}
        : { sell_out_value: toMajorUnits(g.sell_out_value, currency) ?? 0 }),
    };
  });
}

/** One export's parts, from its route; the answer is the same for every table. */
interface ExportRequest {
  /** The aggregates grouped by currency, under the export's filter. */
  totals: AggregateGroup[];
  stated: Omit<StatedFilterInput, 'table' | 'language' | 'sort'>;
  batches: ExportJob['batches'];
}

/** What every table's export reads alike from its query: sort, language and columns. */
function exportParts(table: TableId, query: ExportParams) {
  const language = query.language ?? DEFAULT_LOCALE;
  if (query.export_format === 'pdf') requirePdfFonts(language);
  return {
    table,
    format: query.export_format,
    language,
    sort: exportSort(table, query),
    columns: exportColumns(exportColumnIds(table, query.columns)),
  };
}

/** Refuses an export above the row limit, else streams the file. */
async function exportAnswer(
  c: Context<AppEnv>,
  { table, format, language, sort, columns }: ReturnType<typeof exportParts>,
  request: ExportRequest,
): Promise<Response> {
  const totals = totalsOf(request.totals);
  const count = totals.reduce((n, t) => n + t.count, 0);
  checkSize(count);
  const job: ExportJob = {
    table,
    language,
    messages: EXPORT_MESSAGES[language],
    columns,
    count,
    totals,
    filters: await statedFilters(c.get('db'), { ...request.stated, sort, table, language }),
    today: utcToday(),
    batches: request.batches,
  };
  return fileResponse(c, job, format);
}

export function createExportsRouter() {
  const router = createRouter();
  router.use('/inventory/export/', authenticated);
  router.use('/open-orders/export/', authenticated);
  return router
    .openapi(inventoryRoute, async (c) => {
      const user = await requireUser(c);
      const query = c.req.valid('query');
      const table = query.table;
      const parts = exportParts(table, query);
      const filter = inventoryFilter(user, table, query);
      const db = c.get('db');
      return exportAnswer(c, parts, {
        totals: await inventoryAggregates(db, filter, {
          grouping: ['currency'],
          metrics: ['count', 'total_sell_in_value', 'total_sell_out_value'],
          includes: [],
        }),
        stated: {
          locations: filter.locations,
          search: filter.search,
          bounds: filter[table === 'sellOut' ? 'sellOutDate' : 'sellInDate'],
          choices: {
            article_type: query.article_type,
            available_in_virtual_storage: query.available_in_virtual_storage,
          },
        },
        batches: inventoryExportBatches(db, filter, parts.sort),
      });
    })
    .openapi(openOrdersRoute, async (c) => {
      const user = await requireUser(c);
      const query = c.req.valid('query');
      const parts = exportParts('openOrders', query);
      const filter = openOrderFilter(user, query);
      const db = c.get('db');
      return exportAnswer(c, parts, {
        totals: await openOrderAggregates(db, filter, {
          grouping: ['currency'],
          metrics: ['count', 'total_sell_in_value'],
          includes: [],
        }),
        stated: {
          locations: filter.locations,
          search: filter.search,
          bounds: filter.orderDate,
          choices: {
            article_type: query.article_type,
            order_type: query.order_type,
            commission: query.commission,
          },
        },
        batches: openOrderExportBatches(db, filter, parts.sort),
      });
    });
}

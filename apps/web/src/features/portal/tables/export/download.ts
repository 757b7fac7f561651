import { api, type InferResponseType } from '@maison/api/web-client';
import type { ExportFormat } from '@maison/domain/portal/export';
import type { TableId } from '@maison/domain/portal/tables';
import { queryRecord } from '../../api';

/** Issue 18, 002 §7 "GET export": the call, the body read with progress, and the save. */

const v1 = api.api.v1;

export interface ExportRequest {
  tableId: TableId;
  format: ExportFormat;
  /** The table's list query (stores, search, filters, expanded date range, order_by). */
  query: URLSearchParams;
  columns: readonly string[];
  language: string;
}

/** The export's query: the list's without paging, plus format, columns and language. */
function exportQuery({ query, format, columns, language }: ExportRequest) {
  const params = new URLSearchParams(query);
  params.delete('page');
  params.delete('page_size');
  return {
    ...queryRecord(params),
    export_format: format,
    columns: columns.join(','),
    language: language as 'de',
  };
}

/** The export route's 400 answers: field errors, or the refusal above the row limit. */
export type ExportRefusal = InferResponseType<typeof v1.inventory.export.index.$get, 400>;

export function requestExport(request: ExportRequest): Promise<Response> {
  const query = exportQuery(request);
  return request.tableId === 'openOrders'
    ? v1['open-orders'].export.index.$get({ query })
    : v1.inventory.export.index.$get({ query: { ...query, table: request.tableId } });
}

/** The body, reporting the bytes received so far as they arrive. */
export async function readBody(res: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  const type = res.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!res.body) return new Blob([await res.arrayBuffer()], { type });
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.length;
    onProgress(received);
  }
  return new Blob(chunks, { type });
}

/** The server's file name (Content-Disposition), else export-{type}-{date} of 002 §7. */
export function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Saves a blob under its name through a temporary link. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob; the URL is released after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

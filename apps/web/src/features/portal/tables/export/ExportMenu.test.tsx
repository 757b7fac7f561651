import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from '@/ui/Toast';
import { renderWithIntl } from '@/ui/test-utils';
import { ExportMenu } from './ExportMenu';

const QUERY = new URLSearchParams(
  'location__in=1&location__in=2&article_type=ring&order_by=-sell_in_date&page_size=100',
);
const COLUMNS = ['index', 'serial_number', 'image', 'share', 'description', 'sell_in_price'];

let release: () => void;
const clicked: string[] = [];

function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A file answer whose body arrives in two chunks, the second when the test releases it. */
function fileAnswer() {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(1_500_000));
      release = () => {
        controller.enqueue(new Uint8Array(500_000));
        controller.close();
      };
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': 'attachment; filename="export-stock-2026-03-01.xlsx"',
    },
  });
}

const toasts = () => toast.getSnapshot().map((t) => ({ type: t.type, timing: t.timing }));
const choose = (format: string) => {
  fireEvent.click(screen.getByTestId('export-menu'));
  fireEvent.click(document.querySelector(`[data-format="${format}"]`)!);
};

beforeEach(() => {
  clicked.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ExportMenu', () => {
  it('exports the list query and the exportable columns, with info then success toasts', async () => {
    const fetchMock = stubFetch(fileAnswer);
    renderWithIntl(<ExportMenu tableId="stock" query={QUERY} columnIds={COLUMNS} />, {
      locale: 'de',
    });
    fireEvent.click(screen.getByTestId('export-menu'));
    expect(screen.getByText('Höchstens 100.000 Zeilen pro Export.')).toBeTruthy();
    fireEvent.click(document.querySelector('[data-format="excel"]')!);

    await waitFor(() =>
      expect(screen.getByTestId('export-menu').getAttribute('aria-busy')).toBe('true'),
    );
    expect(toasts()).toEqual([{ type: 'info', timing: 'persistent' }]);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/v1/inventory/export/');
    expect(url.searchParams.getAll('location__in')).toEqual(['1', '2']);
    expect(url.searchParams.get('article_type')).toBe('ring');
    expect(url.searchParams.get('order_by')).toBe('-sell_in_date');
    expect(url.searchParams.get('page_size')).toBeNull();
    expect(url.searchParams.get('table')).toBe('stock');
    expect(url.searchParams.get('export_format')).toBe('excel');
    expect(url.searchParams.get('columns')).toBe('serial_number,share,description,sell_in_price');
    expect(url.searchParams.get('language')).toBe('de');

    act(() => release());
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', timing: 'medium' }]));
    expect(clicked).toEqual(['export-stock-2026-03-01.xlsx']);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.size).toBe(2_000_000);
    expect(screen.getByTestId('export-menu').getAttribute('aria-busy')).toBeNull();
  });

  it('says so when the export holds too many rows', async () => {
    stubFetch(() =>
      Response.json(
        { detail: 'x', code: 'export_too_large', limit: 5, count: 12 },
        { status: 400 },
      ),
    );
    renderWithIntl(<ExportMenu tableId="stock" query={QUERY} columnIds={COLUMNS} />, {
      locale: 'de',
    });
    choose('excel');
    await waitFor(() => expect(toasts()).toEqual([{ type: 'error', timing: 'long' }]));
    expect(toast.getSnapshot()[0]!.content).toBe(
      '12 Zeilen sind zu viele für einen Export (höchstens 5). Bitte grenzen Sie die Filter ein.',
    );
    expect(clicked).toEqual([]);
  });

  it('shows pdf-failed when the PDF export fails', async () => {
    stubFetch(() => Response.json({ detail: 'A server error occurred.' }, { status: 500 }));
    renderWithIntl(<ExportMenu tableId="openOrders" query={QUERY} columnIds={COLUMNS} />, {
      locale: 'de',
    });
    choose('pdf');
    await waitFor(() => expect(toasts()).toEqual([{ type: 'error', timing: 'long' }]));
    expect(toast.getSnapshot()[0]!.content).toBe(
      'Der PDF-Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { localToday } from '@maison/domain/portal/dates';
import { toast } from '@/ui/Toast';
import {
  BASE_ROUTES,
  inventoryRow,
  portalUser,
  renderPortal,
  routeFetch,
  type Call,
} from '../testing';
import { DataTable } from './DataTable';
import { TABLE_DEFINITIONS } from './definitions';
import { TABLE_CONFIG_SAVE_DELAY_MS } from './useTableConfig';

const EMPTY_CONFIG = { columnWidths: {}, activeFilters: [], checkedRows: [], sortedBy: null };
const rows = [
  inventoryRow({ id: 1, serial_number: 'SN-1', location: 1, sell_in_price: 0 }),
  inventoryRow({
    id: 2,
    serial_number: 'SN-2',
    location: 4,
    location_name: 'Goldhaus Zürich',
    sell_in_currency: 'CHF',
  }),
  inventoryRow({ id: 3, serial_number: 'SN-3', location: 1, sell_out_date: '2026-11-02' }),
];

function routes(config: object = EMPTY_CONFIG, list = rows) {
  return routeFetch({
    ...BASE_ROUTES,
    'GET /api/v1/portal/table-config/stock/': { status: 200, body: config },
    'PUT /api/v1/portal/table-config/stock/': { status: 200 },
    'GET /api/v1/inventory/current/': (call: Call) => {
      const search = new URL(call.url, 'http://x').searchParams.get('search');
      const results = search === 'nothing' ? [] : list;
      return { status: 200, body: { results, count: results.length, next: null } };
    },
    'GET /api/v1/inventory/aggregates/': {
      status: 200,
      body: {
        aggregates: [
          { group: { currency: 'EUR' }, metrics: { count: 2, total_sell_in_value: 3400 } },
          { group: { currency: 'CHF' }, metrics: { count: 1, total_sell_in_value: 1200 } },
        ],
      },
    },
  });
}

const listCalls = (calls: Call[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/v1/inventory/current/'))
    .map((c) => new URL(c.url, 'http://x').searchParams);
const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

// The bulk modal (with its form library) loads lazily: compiled up front, so that its first
// opening does not race the queries' one-second wait.
beforeAll(() => import('../actions/BulkActionModal'));
beforeEach(() => {
  // happy-dom lays nothing out: give the scroller a viewport so rows are virtualised in.
  for (const [name, value] of [
    ['clientHeight', 600],
    ['clientWidth', 2000],
    ['offsetHeight', 36],
    ['offsetWidth', 1200],
  ] as const)
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, value });
});
afterEach(async () => {
  cleanup();
  // The save on leaving reaches fetch a microtask later (typed client): still the stub's.
  await act(async () => undefined);
  act(() => toast.clear());
  for (const name of ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'])
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  vi.unstubAllGlobals();
});

const renderTable = (locationIds = [1, 4]) =>
  renderPortal(<DataTable definition={TABLE_DEFINITIONS.stock} locationIds={locationIds} />);

describe('portal table', () => {
  it('asks for the chosen stores with the default sort and shows rows and totals', async () => {
    const { calls } = routes();
    renderTable();
    await screen.findAllByTestId('table-row');
    const [query] = listCalls(calls);
    expect(query!.getAll('location__in')).toEqual(['1', '4']);
    expect(query!.get('order_by')).toBe('-sell_in_date');
    expect(screen.getByTestId('table-count').textContent).toBe('3 Artikel · 3 geladen');
    // A price of zero is blank; prices are de-DE without decimals.
    const first = screen.getAllByTestId('table-row')[0]!;
    expect(first.querySelector('[data-column="sell_in_price"]')!.textContent).toBe('');
    await waitFor(() =>
      expect(screen.getByTestId('table-totals').textContent).toContain('3.400\u00a0€'),
    );
    expect(screen.getByTestId('table-totals').textContent).toContain('1.200\u00a0CHF');
  });

  it('ignores a failing next page: the loaded rows stay, no error is shown (002 §8)', async () => {
    const { fetchMock } = routeFetch({
      ...BASE_ROUTES,
      'GET /api/v1/portal/table-config/stock/': { status: 200, body: EMPTY_CONFIG },
      'GET /api/v1/inventory/aggregates/': { status: 200, body: { aggregates: [] } },
      'GET /api/v1/inventory/current/': (call: Call) =>
        new URL(call.url, 'http://x').searchParams.get('page') === '2'
          ? { status: 500, body: { detail: 'A server error occurred.' } }
          : {
              status: 200,
              body: {
                results: rows.slice(0, 2),
                count: 3,
                next: 'https://maison.test/api/v1/inventory/current/?page=2',
              },
            },
    });
    renderTable();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).includes('page=2')).length,
      ).toBeGreaterThan(0),
    );
    await act(async () => undefined);
    expect(screen.getAllByTestId('table-row')).toHaveLength(2);
    expect(screen.getByTestId('table-count').textContent).toBe('3 Artikel · 2 geladen');
    expect(screen.queryByTestId('table-placeholder')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sorts by a header and keeps the sort in the table config', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = routes();
    renderTable();
    await screen.findAllByTestId('table-row');
    fireEvent.click(screen.getByRole('button', { name: 'Seriennummer' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('order_by')).toBe('serial_number'));
    expect(
      screen.getByRole('columnheader', { name: /Seriennummer/ }).getAttribute('aria-sort'),
    ).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Seriennummer' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('order_by')).toBe('-serial_number'));
    await act(async () => vi.advanceTimersByTimeAsync(TABLE_CONFIG_SAVE_DELAY_MS));
    expect(puts(calls).at(-1)).toMatchObject({
      sortedBy: { columnId: 'serial_number', direction: 'desc' },
    });
    vi.useRealTimers();
  });

  it('resizes a column within 120–750 px and saves the width', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = routes({ ...EMPTY_CONFIG, columnWidths: { description: 745 } });
    renderTable();
    const handle = await screen.findByTestId('resize-description');
    expect(handle.getAttribute('aria-valuenow')).toBe('745');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('750');
    // Unresized columns share the free width; a resize saves the width shown, minus the step.
    const article = screen.getByTestId('resize-article_number');
    const shown = Number(article.getAttribute('aria-valuenow'));
    expect(shown).toBeGreaterThan(130);
    fireEvent.keyDown(article, { key: 'ArrowLeft' });
    expect(article.getAttribute('aria-valuenow')).toBe(String(shown - 10));
    await act(async () => vi.advanceTimersByTimeAsync(TABLE_CONFIG_SAVE_DELAY_MS));
    expect(puts(calls).at(-1)).toMatchObject({
      columnWidths: { description: 750, article_number: shown - 10 },
    });
    vi.useRealTimers();
  });

  it('sends filters as id=value and the date range expanded; none is dropped', async () => {
    const year = localToday().slice(0, 4);
    const { calls } = routes({
      ...EMPTY_CONFIG,
      activeFilters: [
        { id: 'article_type', values: ['ring'] },
        { id: 'available_in_virtual_storage', values: ['none'] },
        { id: 'date_range', values: ['previousYear'] },
      ],
    });
    renderTable();
    await screen.findAllByTestId('table-row');
    const query = listCalls(calls)[0]!;
    expect(query.get('article_type')).toBe('ring');
    expect(query.has('available_in_virtual_storage')).toBe(false);
    expect(query.get('sell_in_date__gte')).toBe(`${Number(year) - 1}-01-01`);
    expect(query.get('sell_in_date__lte')).toBe(`${Number(year) - 1}-12-31`);
    expect(query.has('date_range')).toBe(false);
  });

  it('debounces the search by 300 ms and offers reset-filters when nothing matches', async () => {
    const { calls } = routes({
      ...EMPTY_CONFIG,
      activeFilters: [{ id: 'article_type', values: ['ring'] }],
    });
    renderTable();
    await screen.findAllByTestId('table-row');
    const before = listCalls(calls).length;
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'noth' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing' } });
    expect(listCalls(calls)).toHaveLength(before);
    const placeholder = await screen.findByTestId('table-placeholder', {}, { timeout: 2000 });
    expect(
      listCalls(calls)
        .slice(before)
        .map((q) => q.get('search')),
    ).toEqual(['nothing']);
    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await screen.findAllByTestId('table-row');
    expect(placeholder.isConnected).toBe(false);
    const last = listCalls(calls).at(-1)!;
    expect(last.has('search')).toBe(false);
    expect(last.has('article_type')).toBe(false);
  });

  it('groups the loaded rows by store on demand', async () => {
    routes();
    renderTable();
    await screen.findAllByTestId('table-row');
    fireEvent.click(screen.getByRole('combobox', { name: 'Gruppieren' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nach Filiale' }));
    const headings = await screen.findAllByText(/ · \d Artikel$/);
    expect(headings.map((h) => h.textContent)).toEqual([
      'Atelier Wien · 2 Artikel',
      'Goldhaus Zürich · 1 Artikel',
    ]);
    // Rows follow their heading: SN-1 and SN-3 under Wien, SN-2 under Zürich.
    const keys = screen.getAllByTestId('table-row').map((r) => r.getAttribute('data-key'));
    expect(keys).toEqual(['SN-1', 'SN-3', 'SN-2']);
  });

  it('says a group counts only the rows loaded so far while more are to come', async () => {
    routeFetch({
      ...BASE_ROUTES,
      'GET /api/v1/portal/table-config/stock/': { status: 200, body: EMPTY_CONFIG },
      'GET /api/v1/inventory/current/': { status: 200, body: { results: rows, count: 250 } },
      'GET /api/v1/inventory/aggregates/': { status: 200, body: { aggregates: [] } },
    });
    renderTable();
    await screen.findAllByTestId('table-row');
    fireEvent.click(screen.getByRole('combobox', { name: 'Gruppieren' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nach Filiale' }));
    const headings = await screen.findAllByText(/^(Atelier Wien|Goldhaus Zürich) · /);
    expect(headings.map((h) => h.textContent)).toEqual([
      'Atelier Wien · 2 geladen',
      'Goldhaus Zürich · 1 geladen',
    ]);
  });

  it('counts checked rows in the clear-selection button, singular and plural', async () => {
    routes({ ...EMPTY_CONFIG, checkedRows: ['1'] });
    renderPortal(<DataTable definition={TABLE_DEFINITIONS.stock} locationIds={[1, 4]} />, {
      locale: 'en',
    });
    const clear = await screen.findByTestId('clear-selection');
    expect(clear.textContent).toBe('Clear selection (1 article)');
    fireEvent.click((await screen.findAllByTestId('row-checkbox'))[1]!);
    expect(screen.getByTestId('clear-selection').textContent).toBe('Clear selection (2 articles)');
    fireEvent.click(screen.getByTestId('clear-selection'));
    expect(screen.queryByTestId('clear-selection')).toBeNull();
  });

  it('drops checked rows that do not fit a bulk action with one error toast', async () => {
    routes({ ...EMPTY_CONFIG, checkedRows: ['1', '2', '3'] });
    renderTable();
    await screen.findAllByTestId('table-row');
    fireEvent.click(screen.getByTestId('bulk-menu'));
    // Row 3 is sold: it does not fit an archive.
    fireEvent.click(await screen.findByRole('button', { name: 'Archivieren / zurückholen' }));
    expect(toast.getSnapshot().map((t) => [t.type, t.content])).toEqual([
      ['error', '1 Artikel wurde übergangen: fehlende Berechtigung oder unpassender Zustand.'],
    ]);
    expect(await screen.findAllByTestId('bulk-row')).toHaveLength(2);
  });

  it('shows no action menu and no row actions to a user who may only look', async () => {
    routes();
    const solo = portalUser({
      portal_locations: [1, 4].map((location) => ({
        location,
        permissions: ['inventory:view_current'],
      })),
    });
    renderPortal(<DataTable definition={TABLE_DEFINITIONS.stock} locationIds={[1, 4]} />, {
      user: solo,
    });
    await screen.findAllByTestId('table-row');
    expect(screen.queryByTestId('bulk-menu')).toBeNull();
    fireEvent.click(screen.getAllByTestId('row-expand')[0]!);
    const detail = await screen.findByTestId('row-detail');
    expect(detail.querySelectorAll('button')).toHaveLength(0);
    expect(detail.textContent).toContain('Ring Flora in Gelbgold');
  });
});

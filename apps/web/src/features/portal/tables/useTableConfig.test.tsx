import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { TableConfig } from '@maison/domain/portal/columns';
import { routeFetch } from '../testing';
import { TABLE_CONFIG_SAVE_DELAY_MS, useTableConfig } from './useTableConfig';

let api: ReturnType<typeof useTableConfig>;
function Probe({
  table = 'stock' as const,
  user = 7,
  onSaveFailed,
}: {
  table?: 'stock';
  user?: number;
  onSaveFailed?: (status: number) => void;
}) {
  api = useTableConfig(table, user, onSaveFailed);
  return <pre data-testid="config">{JSON.stringify(api.config)}</pre>;
}
const shown = () => JSON.parse(screen.getByTestId('config').textContent!) as TableConfig | null;
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

const SAVED: TableConfig = {
  columnWidths: { description: 300 },
  activeFilters: [{ id: 'article_type', values: ['ring'] }],
  checkedRows: ['12'],
  sortedBy: { columnId: 'serial_number', direction: 'asc' },
};

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  cleanup();
  // A save on unmount reaches fetch a microtask later (typed client): still the stub's.
  await settle();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('table config persistence (002 §3)', () => {
  it('reads the saved config of the table', async () => {
    const { calls } = routeFetch({
      'GET /api/v1/portal/table-config/stock/': { status: 200, body: SAVED },
    });
    render(<Probe />);
    expect(shown()).toBeNull();
    await settle();
    expect(shown()).toEqual(SAVED);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/portal/table-config/stock/',
    ]);
  });

  it('falls back to the defaults when the config cannot be read, and clamps what it reads', async () => {
    routeFetch({ 'GET /api/v1/portal/table-config/stock/': { status: 500 } });
    render(<Probe />);
    await settle();
    expect(shown()).toEqual({
      columnWidths: {},
      activeFilters: [],
      checkedRows: [],
      sortedBy: null,
    });
    cleanup();
    routeFetch({
      'GET /api/v1/portal/table-config/stock/': {
        status: 200,
        body: { ...SAVED, columnWidths: { description: 5000, article_number: 20 } },
      },
    });
    render(<Probe />);
    await settle();
    expect(shown()?.columnWidths).toEqual({ description: 750, article_number: 120 });
  });

  it('saves the whole shape once changes have rested (debounced PUT)', async () => {
    const { calls } = routeFetch({
      'GET /api/v1/portal/table-config/stock/': { status: 200, body: SAVED },
      'PUT /api/v1/portal/table-config/stock/': { status: 200 },
    });
    render(<Probe />);
    await settle();
    act(() => {
      api.update((c) => ({ ...c, columnWidths: { ...c.columnWidths, description: 320 } }));
      api.update((c) => ({ ...c, columnWidths: { ...c.columnWidths, description: 340 } }));
      api.update((c) => ({ ...c, checkedRows: ['12', '13'] }));
    });
    expect(shown()?.columnWidths.description).toBe(340);
    await act(async () => vi.advanceTimersByTimeAsync(TABLE_CONFIG_SAVE_DELAY_MS - 1));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({
      ...SAVED,
      columnWidths: { description: 340 },
      checkedRows: ['12', '13'],
    });
  });

  it('keeps a change the server refuses, reports it once and sends it again with the next', async () => {
    const statuses = [503, 429, 200, 403];
    const { calls } = routeFetch({
      'GET /api/v1/portal/table-config/stock/': { status: 200, body: SAVED },
      'PUT /api/v1/portal/table-config/stock/': () => ({ status: statuses.shift()! }),
    });
    const onSaveFailed = vi.fn();
    render(<Probe onSaveFailed={onSaveFailed} />);
    await settle();
    const change = async (description: number) => {
      act(() => api.update((c) => ({ ...c, columnWidths: { description } })));
      await act(async () => vi.advanceTimersByTimeAsync(TABLE_CONFIG_SAVE_DELAY_MS));
    };
    await change(310);
    expect(onSaveFailed.mock.calls).toEqual([[503]]);
    expect(shown()?.columnWidths).toEqual({ description: 310 });
    await change(320);
    // Still failing: not reported again until a save has worked.
    expect(onSaveFailed).toHaveBeenCalledTimes(1);
    await change(330);
    await change(340);
    expect(onSaveFailed.mock.calls).toEqual([[503], [403]]);
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => (c.body as TableConfig).columnWidths.description)).toEqual([
      310, 320, 330, 340,
    ]);
  });

  it('saves a pending change when the table is left', async () => {
    const { calls } = routeFetch({
      'GET /api/v1/portal/table-config/sellOut/': { status: 200, body: SAVED },
      'PUT /api/v1/portal/table-config/sellOut/': { status: 200 },
    });
    const { unmount } = render(<Probe table={'sellOut' as never} />);
    await settle();
    act(() =>
      api.update((c) => ({ ...c, sortedBy: { columnId: 'sell_out_date', direction: 'asc' } })),
    );
    unmount();
    // The typed client hands a call to fetch a microtask after it is made; no timer runs here.
    await settle();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect((puts[0]!.body as TableConfig).sortedBy).toEqual({
      columnId: 'sell_out_date',
      direction: 'asc',
    });
  });

  it('saves a pending change when the page goes away (reload, close)', async () => {
    const { calls } = routeFetch({
      'GET /api/v1/portal/table-config/stock/': { status: 200, body: SAVED },
      'PUT /api/v1/portal/table-config/stock/': { status: 200 },
    });
    render(<Probe />);
    await settle();
    act(() => api.update((c) => ({ ...c, columnWidths: { description: 360 } })));
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect((puts[0]!.body as TableConfig).columnWidths).toEqual({ description: 360 });
  });

  it('keeps configs apart per user and table', async () => {
    const { calls } = routeFetch({
      'GET /api/v1/portal/table-config/': { status: 200, body: SAVED },
    });
    const { rerender } = render(<Probe user={7} />);
    await settle();
    rerender(<Probe table={'archived' as never} user={7} />);
    expect(shown()).toBeNull();
    await settle();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/portal/table-config/stock/',
      '/api/v1/portal/table-config/archived/',
    ]);
  });
});

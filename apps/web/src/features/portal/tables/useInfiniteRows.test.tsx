import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { inventoryRow, routeFetch, type Call } from '../testing';
import { useInfiniteRows } from './useInfiniteRows';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = '/api/v1/inventory/current/';
const [a, b, c] = [inventoryRow({ id: 1 }), inventoryRow({ id: 2 }), inventoryRow({ id: 3 })];

/** Two pages; the second repeats a row of the first (offset paging) or fails. */
function twoPages(second: 'ok' | 'fails' = 'ok') {
  return routeFetch({
    [`GET ${LIST}`]: (call: Call) =>
      new URL(call.url, 'http://x').searchParams.get('page') === '2'
        ? second === 'fails'
          ? { status: 500 }
          : { status: 200, body: { results: [b, c], count: 3, next: null } }
        : {
            status: 200,
            body: { results: [a, b], count: 3, next: `https://maison.test${LIST}?page=2` },
          },
  });
}

/** A scroller of 600 px showing `scrollTop` of `scrollHeight`. */
function scroller(scrollHeight: number, scrollTop = 0) {
  const element = document.createElement('div');
  for (const [name, value] of [
    ['scrollHeight', scrollHeight],
    ['clientHeight', 600],
  ] as const)
    Object.defineProperty(element, name, { configurable: true, value });
  element.scrollTop = scrollTop;
  element.scrollTo = vi.fn() as never;
  return { current: element };
}

function renderRows(query: URLSearchParams | null, ref: ReturnType<typeof scroller>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ q }) => useInfiniteRows('stock', q, ref), {
    wrapper,
    initialProps: { q: query },
  });
}

const pageCalls = (calls: Call[]) => calls.filter((call) => call.url.startsWith(LIST));

describe('infinite rows (002 §4)', () => {
  it('asks nothing without a query', () => {
    const { calls } = twoPages();
    const { result } = renderRows(null, scroller(600));
    expect(result.current.isLoading).toBe(false);
    expect(calls).toEqual([]);
  });

  it('follows `next` at once when the first page does not fill the view; each id once', async () => {
    const { calls } = twoPages();
    const { result } = renderRows(new URLSearchParams('location__in=1'), scroller(600));
    await waitFor(() => expect(result.current.rows).toEqual([a, b, c]));
    expect(result.current.count).toBe(3);
    expect(pageCalls(calls).map((call) => call.url)).toEqual([
      `${LIST}?location__in=1`,
      `${LIST}?page=2`,
    ]);
  });

  it('loads more only when a scroll brings the bottom within 50 px', async () => {
    const { calls } = twoPages();
    const ref = scroller(5000);
    const { result } = renderRows(new URLSearchParams('location__in=1'), ref);
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(pageCalls(calls)).toHaveLength(1);
    ref.current.scrollTop = 5000 - 600 - 50;
    act(() => result.current.onScroll());
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    expect(pageCalls(calls)).toHaveLength(2);
  });

  it('ignores a failing next page; the rows stay and no error is shown', async () => {
    const { calls } = twoPages('fails');
    const { result } = renderRows(new URLSearchParams('location__in=1'), scroller(600));
    await waitFor(() => expect(pageCalls(calls)).toHaveLength(2));
    await waitFor(() => expect(result.current.isFetchingNextPage).toBe(false));
    expect(result.current.rows).toEqual([a, b]);
    expect(result.current.isError).toBe(false);
  });

  it("shows the first page's failure and starts a new query at the top", async () => {
    routeFetch({ [`GET ${LIST}`]: { status: 503 } });
    const ref = scroller(600);
    const { result, rerender } = renderRows(new URLSearchParams('location__in=1'), ref);
    await waitFor(() => expect(result.current.isError).toBe(true));
    const scrolls = vi.mocked(ref.current.scrollTo).mock.calls.length;
    rerender({ q: new URLSearchParams('location__in=2') });
    expect(vi.mocked(ref.current.scrollTo).mock.calls.length).toBe(scrolls + 1);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import { TableFooter, tableStatus } from './TableStatus';

const base = { configLoaded: true, hasStores: true, isError: false, isLoading: false, rowCount: 3 };

describe('table status', () => {
  it('waits for the config, then needs a store, then shows failure, loading, empty or rows', () => {
    expect(tableStatus({ ...base, configLoaded: false, hasStores: false })).toBe('config');
    expect(tableStatus({ ...base, hasStores: false, isError: true })).toBe('no-stores');
    expect(tableStatus({ ...base, isError: true, isLoading: true })).toBe('error');
    expect(tableStatus({ ...base, isLoading: true })).toBe('loading');
    expect(tableStatus({ ...base, rowCount: 0 })).toBe('empty');
    expect(tableStatus(base)).toBe('rows');
  });
});

describe('table footer', () => {
  afterEach(cleanup);

  it.each([
    ['en', '3.830 articles · 1.200 loaded'],
    ['zh-hans', '3.830 件商品 · 已加载 1.200 件'],
  ] as const)('%s: counts in de-DE, as the totals beside them', (locale, text) => {
    renderWithIntl(
      <TableFooter tableId="stock" count={3830} shown={1200} loadingMore={false} totals={[]} />,
      { locale },
    );
    expect(screen.getByTestId('table-count').textContent).toBe(text);
  });
});

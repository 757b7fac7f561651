import { describe, expect, it } from 'vitest';
import { tableStatus } from './TableStatus';

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

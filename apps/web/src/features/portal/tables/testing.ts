import { vi } from 'vitest';
import { defaultTableConfig, type TableConfig } from '@maison/domain/portal/columns';

/**
 * A table config held in memory for the table's hook tests: `update` applies the change as
 * useTableConfig does (tests only).
 */
export function configStore(initial: Partial<TableConfig> = {}) {
  const store = { config: { ...defaultTableConfig(), ...initial } };
  const update = vi.fn((change: (current: TableConfig) => TableConfig) => {
    store.config = change(store.config);
  });
  return { store, update, flush: vi.fn() };
}

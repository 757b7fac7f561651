import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, renderWithIntl } from '@/ui/test-utils';
import { inventoryRow } from '../testing';
import {
  CELL_FUNCTION_ERROR,
  CELL_UNSERIALIZABLE,
  CellContent,
  showValue,
  useCellText,
} from './cells';
import type { ColumnSpec } from './definitions';

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="de" messages={MESSAGES.de} timeZone="Europe/Berlin">
    {children}
  </NextIntlClientProvider>
);
const cellText = () => renderHook(() => useCellText(), { wrapper }).result.current;
const broken = (): never => {
  throw new Error('boom');
};
const circular: Record<string, unknown> = {};
circular.self = circular;

describe('portal cells that fail (002 §4)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows [function-error] for the failing row only', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const text = cellText();
    const spec: ColumnSpec = {
      id: 'note',
      kind: 'text',
      value: (row) => ('serial_number' in row && row.serial_number === 'BAD' ? broken() : 'ok'),
    };
    expect(text(spec, inventoryRow({ serial_number: 'GOOD' }))).toBe('ok');
    expect(text(spec, inventoryRow({ serial_number: 'BAD' }))).toBe(CELL_FUNCTION_ERROR);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toContain('row BAD');
  });

  it('shows [function-error] when formatting throws (a price currency)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const spec: ColumnSpec = { id: 'price', kind: 'price', value: () => 100, currency: broken };
    expect(cellText()(spec, inventoryRow())).toBe(CELL_FUNCTION_ERROR);
  });

  it('shows [unserializable] for a value that cannot be shown', () => {
    const text = cellText();
    const of = (value: unknown): ColumnSpec => ({ id: 'x', kind: 'text', value: () => value });
    expect(text(of(circular), inventoryRow())).toBe(CELL_UNSERIALIZABLE);
    expect(
      text(
        of(() => 1),
        inventoryRow(),
      ),
    ).toBe(CELL_UNSERIALIZABLE);
    expect(text(of(Symbol('s')), inventoryRow())).toBe(CELL_UNSERIALIZABLE);
    expect(text(of({ a: 1 }), inventoryRow())).toBe('{"a":1}');
    expect(text(of(42), inventoryRow())).toBe('42');
    expect(text(of(null), inventoryRow())).toBe('');
  });

  it('shows [unserializable] for nested values JSON cannot write', () => {
    expect(showValue({ big: 1n })).toBe(CELL_UNSERIALIZABLE);
    expect(showValue(undefined)).toBe('');
  });

  it('shows [function-error] in an image cell whose value throws', () => {
    const spec: ColumnSpec = { id: 'image', kind: 'image', value: broken };
    const { container } = renderWithIntl(
      <CellContent spec={spec} row={inventoryRow()} text={() => ''} />,
      { locale: 'de' },
    );
    expect(container.textContent).toBe(CELL_FUNCTION_ERROR);
  });
});

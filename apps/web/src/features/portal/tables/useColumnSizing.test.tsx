import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { defaultColumnWidth } from '@maison/domain/portal/columns';
import { TABLE_DEFINITIONS } from './definitions';
import { configStore } from './testing';
import { fillColumnWidths, RESIZE_STEP_PX, resizeStep, useColumnSizing } from './useColumnSizing';

afterEach(cleanup);

describe('column widths (002 §5)', () => {
  const specs = TABLE_DEFINITIONS.stock.columns;
  it('starts unresized columns at their defaults in a view without room', () => {
    const widths = fillColumnWidths(specs, {}, 0);
    expect(widths).toEqual({});
  });

  it('shares the room left after the defaults, identifiers starting at 150 px', () => {
    const base = specs.reduce((sum, s) => sum + defaultColumnWidth(s.id), 0);
    const widths = fillColumnWidths(specs, {}, base + 10 * specs.length);
    expect(widths.serial_number).toBeGreaterThan(150);
    expect(widths.article_number).toBeGreaterThan(150);
    expect(widths.article_type).toBeGreaterThan(100);
    expect(widths.article_type).toBeLessThan(150);
  });

  it('shares the free width among unresized columns only', () => {
    const widths = fillColumnWidths(specs, { article_number: 333 }, 1500);
    expect(widths.article_number).toBe(333);
    const grown = specs.filter(
      (s) => !['index', 'image', 'share', 'article_number'].includes(s.id),
    );
    for (const spec of grown) expect(widths[spec.id]).toBeGreaterThan(100);
    const total = 50 + 51 + 40 + 333 + grown.reduce((sum, s) => sum + widths[s.id]!, 0);
    expect(total).toBeLessThanOrEqual(1500);
    expect(total).toBeGreaterThan(1500 - grown.length);
    expect(widths.description).toBeGreaterThan(widths.article_type!);
  });
});

describe('useColumnSizing', () => {
  const specs = TABLE_DEFINITIONS.stock.columns;
  const viewportOf = (width: number) => {
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
    return { current: element };
  };

  it('fills the measured view with the unresized columns, saved widths as saved', () => {
    const { update } = configStore();
    const { result } = renderHook(() =>
      useColumnSizing(specs, { description: 400 }, update, viewportOf(1800)),
    );
    expect(result.current.viewportWidth).toBe(1800);
    expect(result.current.columnSizing.description).toBe(400);
    expect(result.current.columnSizing.article_number).toBeGreaterThan(100);
  });

  it('saves only the columns a resize changed, clamped to 120–750 px', () => {
    const { store, update } = configStore({ columnWidths: { description: 300 } });
    const { result } = renderHook(() =>
      useColumnSizing(specs, store.config.columnWidths, update, viewportOf(0)),
    );
    act(() =>
      result.current.onColumnSizingChange((widths) => ({
        ...widths,
        description: 900,
        article_number: 20,
      })),
    );
    expect(store.config.columnWidths).toEqual({ description: 750, article_number: 120 });
    act(() => result.current.onColumnSizingChange((widths) => ({ ...widths })));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('moves a column edge by 10 px per arrow key and ignores other keys', () => {
    expect([resizeStep('ArrowRight'), resizeStep('ArrowLeft'), resizeStep('Enter')]).toEqual([
      RESIZE_STEP_PX,
      -RESIZE_STEP_PX,
      0,
    ]);
    const { store, update } = configStore();
    const { result } = renderHook(() =>
      useColumnSizing(specs, store.config.columnWidths, update, viewportOf(0)),
    );
    let handled = false;
    act(() => {
      handled = result.current.resizeByKey('description', 200, 'ArrowLeft');
    });
    expect(handled).toBe(true);
    expect(store.config.columnWidths).toEqual({ description: 190 });
    expect(result.current.resizeByKey('description', 200, 'Tab')).toBe(false);
    expect(update).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApiError,
  dataOf,
  nextQuery,
  queryRecord,
  type InventoryRow,
  type OpenOrderRow,
  type RowPage,
} from './api';

describe('portal api helpers', () => {
  it('passes a repeated key as a list and a single one as a value', () => {
    const params = new URLSearchParams('location__in=1&location__in=4&order_by=-sell_in_date');
    expect(queryRecord(params)).toEqual({ location__in: ['1', '4'], order_by: '-sell_in_date' });
  });

  it('reads the query of a `next` link, whatever host the server saw', () => {
    expect(nextQuery('http://10.0.0.7:4000/api/v1/inventory/current/?page=2')?.get('page')).toBe(
      '2',
    );
    expect(nextQuery('/api/v1/open-orders/?page=3')?.get('page')).toBe('3');
  });

  it('gives the success body, and throws with the status otherwise', async () => {
    const page = { results: [], count: 0, next: null };
    await expect(dataOf(Promise.resolve({ ok: true, status: 200, data: page }))).resolves.toBe(
      page,
    );
    await expect(
      dataOf(Promise.resolve({ ok: false, status: 403, data: { detail: 'x' } })),
    ).rejects.toMatchObject({ status: 403, body: { detail: 'x' } });
    await expect(
      dataOf(Promise.resolve({ ok: true, status: 200, data: null })),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it("takes the rows' shapes from the API's routes", () => {
    expectTypeOf<InventoryRow['serial_number']>().toEqualTypeOf<string>();
    expectTypeOf<InventoryRow['sell_out_date']>().toEqualTypeOf<string | null>();
    expectTypeOf<OpenOrderRow['order_no']>().toEqualTypeOf<string>();
    expectTypeOf<RowPage['next']>().toEqualTypeOf<string | null>();
  });
});

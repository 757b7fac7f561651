import { describe, expect, it } from 'vitest';
import { inventoryRow } from '../testing';
import { actionSchema, bulkActionSchema } from './schemas';

const context = { today: '2026-03-10', sellInDate: '2026-01-10' };

describe('action schema (002 §5)', () => {
  it("refuses what the domain's canSaveAction refuses, at the shared draft", () => {
    const schema = actionSchema('book_out', inventoryRow(), context);
    const refused = schema.safeParse({ draft: { reason: '  ' }, rows: [] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['draft'], 'action-modal.save-disabled'],
    ]);
  });

  it('outputs the request of the row: the serial number and trimmed parameters', () => {
    const row = inventoryRow({ serial_number: 'SN-9' });
    const parsed = actionSchema('book_out', row, context).parse({
      draft: { reason: ' Beschädigt ' },
      rows: [],
    });
    expect(parsed).toEqual({
      item_id: 'SN-9',
      action: 'book_out',
      parameters: { reason: 'Beschädigt' },
    });
  });

  it('keeps the sale date inside its window', () => {
    const schema = actionSchema('sell_out', inventoryRow(), context);
    const form = (sale_date: string) => ({ draft: { sale_user: 'none', sale_date }, rows: [] });
    expect(schema.safeParse(form('2026-03-10')).success).toBe(true);
    expect(schema.safeParse(form('2026-03-11')).success).toBe(false);
    expect(schema.safeParse(form('2026-01-09')).success).toBe(false);
  });
});

describe('bulk action schema (002 §5)', () => {
  const rows = [
    inventoryRow({ serial_number: 'A', location: 1 }),
    inventoryRow({ serial_number: 'B', location: 4 }),
  ];
  const contextOf = () => context;

  it('checks the shared values and sends them for every row', () => {
    const schema = bulkActionSchema('set_archive_status', rows, false, context, contextOf);
    expect(schema.safeParse({ draft: { is_archived: true }, rows: [{}, {}] }).success).toBe(false);
    const planned = schema.parse({
      draft: { is_archived: true, reason: 'Saisonende' },
      rows: [{}, {}],
    });
    expect(planned.map((p) => [p.row, p.request])).toEqual(
      rows.map((row) => [
        row,
        {
          item_id: row.serial_number,
          action: 'set_archive_status',
          parameters: { is_archived: true, reason: 'Saisonende' },
        },
      ]),
    );
  });

  it("with per-row values, every row's own values over the shared ones must pass", () => {
    const schema = bulkActionSchema('sell_out', rows, true, context, contextOf);
    const draft = { sale_date: '2026-03-10' };
    const one = { rows: [{ sale_user: '31' }, {}], draft };
    expect(schema.safeParse(one).success).toBe(false);
    const planned = schema.parse({
      draft,
      rows: [{ sale_user: '31' }, { sale_user: 'none', sale_date: '2026-03-01' }],
    });
    expect(planned.map((p) => p.request.parameters)).toEqual([
      { sale_user: 31, sale_date: '2026-03-10' },
      { sale_user: null, sale_date: '2026-03-01' },
    ]);
  });
});

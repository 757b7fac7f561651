import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterEach, describe, expect, it } from 'vitest';
import { allPages, call, usePortalWorld, type Json, type PortalWorld } from './portal-helpers';

/**
 * Issue 18 "Export": the xlsx and PDF of a table hold the list's rows under the same filters,
 * in its order, with typed cells and the aggregates' totals; refusals as documented.
 */

const world = usePortalWorld(600);
const today = () => new Date().toISOString().slice(0, 10);

interface File {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

async function download(w: PortalWorld, path: string, who: 'jeweler' | 'admin' = 'jeweler') {
  const res = await w.app.request(`/api/v1${path}`, {
    headers: { Authorization: `Token ${w.tokens[who]}` },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function workbook(file: File) {
  expect(file.status, file.bytes.toString()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.bytes as unknown as ExcelJS.Buffer);
  return book;
}

async function pdfText(file: File): Promise<string> {
  expect(file.status, file.bytes.toString()).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(file.bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const FILTER = 'location__in=1&location__in=2&article_type=ring&sell_in_date__gte=2023-01-01';
const COLUMNS = 'serial_number,sell_in_price,description,sell_in_date,location_name';

async function listAndTotals(table: string, path: string, filter: string) {
  const list = await allPages(world, `${path}?${filter}&page_size=200`, 'jeweler');
  const totals = await call(
    world,
    'GET',
    `/inventory/aggregates/?table=${table}&aggregate_by=currency&${filter}`,
    { who: 'jeweler' },
  );
  return { rows: list.rows as Json[], aggregates: totals.json.aggregates as Json[] };
}

describe('GET /api/v1/inventory/export/ as xlsx', () => {
  it('holds the chosen columns in order, every row of the list, typed cells and the totals', async () => {
    const { rows, aggregates } = await listAndTotals('stock', '/inventory/current/', FILTER);
    expect(rows.length).toBeGreaterThan(3);
    const file = await download(
      world,
      `/inventory/export/?table=stock&export_format=excel&columns=${COLUMNS}&${FILTER}`,
    );
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="export-stock-${today()}.xlsx"`,
    );
    expect(file.headers.get('cache-control')).toBe('private, no-store');

    const book = await workbook(file);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Bestand');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Seriennummer',
      'Sell-in-Preis',
      'Beschreibung',
      'Sell-in-Datum',
      'Filiale',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();

    const data = rows.map((_, i) => sheet.getRow(i + 2));
    expect(data.map((r) => r.getCell(1).value)).toEqual(rows.map((r) => r.serial_number));
    // The row after the last one is empty: nothing more than the list.
    expect(sheet.getRow(rows.length + 2).getCell(1).value).toBeNull();
    rows.forEach((row, i) => {
      const cells = data[i]!;
      const price = cells.getCell(2);
      expect(price.value).toBe(row.sell_in_price || null);
      if (row.sell_in_price) expect(price.numFmt).toContain(`"${row.sell_in_currency}"`);
      expect(cells.getCell(3).value).toBe(row.description_de);
      const date = cells.getCell(4);
      expect(date.value).toBeInstanceOf(Date);
      expect((date.value as Date).toISOString().slice(0, 10)).toBe(row.sell_in_date);
      expect(date.numFmt).toBe('dd.mm.yyyy');
      expect(cells.getCell(5).value).toBe(row.location_name);
    });

    // The totals: a header row, then per currency count, sell-in and sell-out value.
    const totals: Json[] = [];
    sheet.eachRow((row, n) => {
      if (n > rows.length + 2 && row.getCell(2).value !== 'Währung')
        totals.push({
          currency: row.getCell(2).value,
          count: row.getCell(3).value,
          total_sell_in_value: row.getCell(4).value,
          total_sell_out_value: row.getCell(5).value,
        });
    });
    expect(totals).toEqual(aggregates.map((a) => ({ currency: a.group.currency, ...a.metrics })));
  });

  it('in ja: Japanese headers and sheet name, English descriptions', async () => {
    const { rows } = await listAndTotals('sellOut', '/inventory/sell-out/', 'location__in=1');
    const file = await download(
      world,
      '/inventory/export/?table=sellOut&export_format=excel&language=ja&location__in=1' +
        '&columns=description,sale_user_name,sell_out_date',
    );
    const sheet = (await workbook(file)).worksheets[0]!;
    expect(sheet.name).toBe('セルアウト');
    expect(sheet.getRow(1).values).toEqual([undefined, '説明', '販売担当者', '販売日']);
    expect(sheet.getRow(2).getCell(1).value).toBe(rows[0]!.description_en);
    expect(sheet.getRow(rows.length + 1).getCell(2).value).toBe(rows.at(-1)!.sale_user_name);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('yyyy/mm/dd');
  });

  it('exports the open orders with their filters and order', async () => {
    const filter = 'location__in=1&order_type=article&order_by=order_no';
    const list = await allPages(world, `/open-orders/?${filter}`, 'jeweler');
    const file = await download(world, `/open-orders/export/?export_format=excel&${filter}`);
    expect(file.headers.get('content-disposition')).toContain(`export-openOrders-${today()}.xlsx`);
    const sheet = (await workbook(file)).worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Bestellnummer');
    const numbers = list.rows.map((_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(numbers).toEqual(list.rows.map((r) => r.order_no));
  });
});

describe('GET /api/v1/inventory/export/ as PDF', () => {
  it('in de: the header row, the filters, page numbers and the totals', async () => {
    const { rows, aggregates } = await listAndTotals('stock', '/inventory/current/', FILTER);
    const file = await download(
      world,
      `/inventory/export/?table=stock&export_format=pdf&columns=${COLUMNS}&${FILTER}`,
    );
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="export-stock-${today()}.pdf"`,
    );
    const text = await pdfText(file);
    for (const header of ['Seriennummer', 'Sell-in-Preis', 'Beschreibung', 'Filiale'])
      expect(text).toContain(header);
    expect(text).toContain('Seite 1');
    expect(text).toContain('Ring');
    expect(text).toContain(rows[0]!.serial_number);
    expect(text).toContain(rows.at(-1)!.serial_number);
    expect(text).toContain('Summen');
    for (const a of aggregates) {
      const value = new Intl.NumberFormat('de-DE', {
        style: 'currency',
        currency: a.group.currency,
      }).format(a.metrics.total_sell_in_value);
      expect(text.replace(/\s/g, ' ')).toContain(value.replace(/\s/g, ' '));
    }
  });

  it('in ja: the CJK header text is readable', async () => {
    const file = await download(
      world,
      '/inventory/export/?table=stock&export_format=pdf&language=ja&location__in=1',
    );
    const text = await pdfText(file);
    expect(text).toContain('シリアル番号');
    expect(text).toContain('説明');
    expect(text).toContain('1ページ');
    expect(text).toContain('合計');
  });
});

describe('export refusals', () => {
  afterEach(() => {
    delete process.env.EXPORT_MAX_ROWS;
  });

  it('400 on a missing or unknown format, an unknown column or sort', async () => {
    const missing = await call(world, 'GET', '/inventory/export/?table=stock', { who: 'jeweler' });
    expect(missing.status).toBe(400);
    expect(missing.json).toHaveProperty('export_format');
    const format = await call(world, 'GET', '/inventory/export/?table=stock&export_format=csv', {
      who: 'jeweler',
    });
    expect(format.json).toEqual({ export_format: ['"csv" is not a valid choice.'] });
    const column = await call(
      world,
      'GET',
      '/inventory/export/?table=stock&export_format=excel&columns=serial_number,sale_user_name',
      { who: 'jeweler' },
    );
    expect(column.status).toBe(400);
    expect(column.json).toEqual({ columns: ['"sale_user_name" is not a valid choice.'] });
    const sort = await call(world, 'GET', '/open-orders/export/?export_format=pdf&order_by=x', {
      who: 'jeweler',
    });
    expect(sort.status).toBe(400);
    expect(sort.json).toHaveProperty('order_by');
  });

  it('400 export_too_large above the row limit, with the limit', async () => {
    process.env.EXPORT_MAX_ROWS = '5';
    const answer = await call(world, 'GET', '/inventory/export/?table=stock&export_format=excel', {
      who: 'jeweler',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'export_too_large', limit: 5 });
    expect(answer.json.count).toBeGreaterThan(5);
    expect(answer.json.detail).toMatch(/5/);
  });

  it('403 for a foreign location, 401 without a session', async () => {
    const foreign = await call(
      world,
      'GET',
      '/inventory/export/?table=stock&export_format=excel&location__in=7',
      { who: 'jeweler' },
    );
    expect(foreign.status).toBe(403);
    const anonymous = await call(world, 'GET', '/open-orders/export/?export_format=excel');
    expect(anonymous.status).toBe(401);
  });
});

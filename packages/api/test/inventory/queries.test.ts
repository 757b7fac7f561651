import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPES, dateRangeBounds, INVENTORY_SORT_COLUMNS } from '@maison/domain';
import { allPages, call, usePortalWorld } from '../portal-helpers';
import { DE_LOCATION, inventoryKit, PATHS, type Row } from './kit';

/** The inventory tables' filters, search, date ranges and sorting. */

const w = usePortalWorld(600);
const { pick } = inventoryKit(w);

describe('filters', () => {
  it.each(ARTICLE_TYPES)('article_type=%s lists exactly that type', async (type) => {
    const { rows } = await allPages<Row>(
      w,
      `${PATHS.stock}?article_type=${type}&page_size=200`,
      'jeweler',
    );
    const all = await allPages<Row>(w, `${PATHS.stock}?page_size=200`, 'jeweler');
    expect(rows.map((r) => r.id)).toEqual(
      all.rows.filter((r) => r.article_type === type).map((r) => r.id),
    );
  });

  it('accepts several values and ignores none and empty', async () => {
    const two = await allPages<Row>(
      w,
      `${PATHS.stock}?article_type=ring&article_type=necklace&page_size=200`,
      'jeweler',
    );
    expect(new Set(two.rows.map((r) => r.article_type))).toEqual(new Set(['ring', 'necklace']));
    const none = await call(
      w,
      'GET',
      `${PATHS.stock}?article_type=none&available_in_virtual_storage=`,
      {
        who: 'jeweler',
      },
    );
    const plain = await call(w, 'GET', PATHS.stock, { who: 'jeweler' });
    expect(none.json.count).toBe(plain.json.count);
  });

  it('filters on virtual storage', async () => {
    const all = await allPages<Row>(w, `${PATHS.stock}?page_size=200`, 'jeweler');
    for (const value of [true, false]) {
      const { rows } = await allPages<Row>(
        w,
        `${PATHS.stock}?available_in_virtual_storage=${value}&page_size=200`,
        'jeweler',
      );
      expect(rows.map((r) => r.id)).toEqual(
        all.rows.filter((r) => r.available_in_virtual_storage === value).map((r) => r.id),
      );
      expect(rows.length).toBeGreaterThan(0);
    }
  });

  it('answers 400 naming the field for an unknown value', async () => {
    const answer = await call(
      w,
      'GET',
      `${PATHS.stock}?article_type=watch&available_in_virtual_storage=maybe&date_range=lastWeek`,
      { who: 'jeweler' },
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      article_type: ['"watch" is not a valid choice.'],
      available_in_virtual_storage: ['"maybe" is not a valid choice.'],
      date_range: ['"lastWeek" is not a valid choice.'],
    });
    const date = await call(w, 'GET', `${PATHS.stock}?sell_in_date__gte=2024-13-01`, {
      who: 'jeweler',
    });
    expect(date.status).toBe(400);
    expect(Object.keys(date.json)).toEqual(['sell_in_date__gte']);
  });
});

describe('search', () => {
  it('finds serial numbers, article numbers and descriptions, case-insensitively', async () => {
    const target = await pick(DE_LOCATION, 'sellIn');
    const bySerial = await call(
      w,
      'GET',
      `${PATHS.stock}?search=${target.serial_number.toLowerCase()}`,
      {
        who: 'jeweler',
      },
    );
    expect(bySerial.json.results.map((r: Row) => r.id)).toEqual([target.id]);

    const word = target.article_description_de.split(' ').find((x) => x.length > 4)!;
    const { rows, count } = await allPages<Row>(
      w,
      `${PATHS.stock}?search=${encodeURIComponent(word.toUpperCase())}&page_size=7`,
      'jeweler',
    );
    expect(rows.map((r) => r.id)).toContain(target.id);
    expect(count).toBe(rows.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const lower = word.toLowerCase();
    for (const r of rows)
      expect(
        [
          r.serial_number,
          r.article_number,
          r.description_de,
          r.description_en,
          r.article_description_de,
          r.article_description_en,
        ].some((v: string) => v.toLowerCase().includes(lower)),
      ).toBe(true);

    const byArticle = await allPages<Row>(
      w,
      `${PATHS.stock}?search=${target.article_number}&page_size=200`,
      'jeweler',
    );
    expect(byArticle.rows.every((r) => r.article_number === target.article_number)).toBe(true);
  });

  it('takes % and _ literally', async () => {
    for (const s of ['%', '_', '\\']) {
      const answer = await call(w, 'GET', `${PATHS.stock}?search=${encodeURIComponent(s)}`, {
        who: 'jeweler',
      });
      expect(answer.status).toBe(200);
      expect(answer.json.count).toBe(0);
    }
  });
});

describe('date ranges', () => {
  it.each(['currentYear', 'previousYear', 'twoYearsAgo', 'threeYearsAgo'] as const)(
    '%s equals its expansion, on sell_in_date (stock) and sell_out_date (sellOut)',
    async (range) => {
      const bounds = dateRangeBounds(range, new Date().toISOString().slice(0, 10))!;
      for (const [table, field] of [
        ['stock', 'sell_in_date'],
        ['sellOut', 'sell_out_date'],
      ] as const) {
        const byRange = await allPages<Row>(
          w,
          `${PATHS[table]}?date_range=${range}&page_size=200`,
          'jeweler',
        );
        const expanded = await allPages<Row>(
          w,
          `${PATHS[table]}?${field}__gte=${bounds.gte}&${field}__lte=${bounds.lte}&page_size=200`,
          'jeweler',
        );
        expect(byRange.rows.map((r) => r.id)).toEqual(expanded.rows.map((r) => r.id));
        const all = await allPages<Row>(w, `${PATHS[table]}?page_size=200`, 'jeweler');
        expect(expanded.rows.map((r) => r.id)).toEqual(
          all.rows.filter((r) => r[field] >= bounds.gte && r[field] <= bounds.lte).map((r) => r.id),
        );
      }
    },
  );

  it('bounds are inclusive and date_range none is ignored', async () => {
    const target = await pick(DE_LOCATION, 'sellIn');
    const day = target.sell_in_date;
    const { rows } = await allPages<Row>(
      w,
      `${PATHS.stock}?sell_in_date__gte=${day}&sell_in_date__lte=${day}&page_size=200`,
      'jeweler',
    );
    expect(rows.map((r) => r.id)).toContain(target.id);
    expect(rows.every((r) => r.sell_in_date === day)).toBe(true);
    const none = await call(w, 'GET', `${PATHS.stock}?date_range=none`, { who: 'jeweler' });
    expect(none.json.count).toBe(
      (await call(w, 'GET', PATHS.stock, { who: 'jeweler' })).json.count,
    );
  });
});

describe('sorting', () => {
  const compare = (a: unknown, b: unknown) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : (a as number) < (b as number) ? -1 : 1;
  const fieldOf = (column: string) => (column === 'location' ? 'location' : column);

  it('defaults to newest sell-in first (sellOut: newest sell-out), ties by id', async () => {
    const { rows } = await allPages<Row>(w, `${PATHS.stock}?page_size=200`, 'jeweler');
    for (let k = 1; k < rows.length; k++) {
      const [a, b] = [rows[k - 1]!, rows[k]!];
      expect(
        a.sell_in_date > b.sell_in_date || (a.sell_in_date === b.sell_in_date && a.id > b.id),
      ).toBe(true);
    }
    const sold = await allPages<Row>(w, `${PATHS.sellOut}?page_size=200`, 'jeweler');
    for (let k = 1; k < sold.rows.length; k++)
      expect(sold.rows[k - 1]!.sell_out_date >= sold.rows[k]!.sell_out_date).toBe(true);
  });

  it.each(INVENTORY_SORT_COLUMNS.filter((c) => c !== 'id'))(
    '%s ascending is descending reversed, ties broken by id',
    async (column) => {
      const asc = await allPages<Row>(
        w,
        `${PATHS.sellOut}?order_by=${column}&page_size=40`,
        'jeweler',
      );
      const desc = await allPages<Row>(
        w,
        `${PATHS.sellOut}?order_by=-${column}&page_size=40`,
        'jeweler',
      );
      expect(asc.rows.map((r) => r.id)).toEqual(desc.rows.map((r) => r.id).reverse());
      const field = fieldOf(column);
      for (let k = 1; k < asc.rows.length; k++) {
        const [a, b] = [asc.rows[k - 1]!, asc.rows[k]!];
        if (a[field] === b[field]) expect(a.id).toBeLessThan(b.id);
        else if (typeof a[field] !== 'string') expect(compare(a[field], b[field])).toBe(-1);
      }
    },
  );

  it('answers 400 for an unknown column', async () => {
    const answer = await call(w, 'GET', `${PATHS.stock}?order_by=-password`, { who: 'jeweler' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ order_by: ['"-password" is not a valid ordering column.'] });
  });
});

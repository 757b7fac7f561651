import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { sql } from '@maison/db';
import type { Permission } from '@maison/domain';
import { PORTAL_TABLES } from './rows';
import {
  LOCATION_KEYS,
  holdsAt,
  type Action,
  type Need,
  type Outcome,
  type Role,
  type Scope,
} from './rules';
import { canary, isoDay, locOf, locationId, newItem, newOrder, w } from './world';

/** The request of each cell: what a probe sends, and the probes shared by several operations. */

export interface Request {
  method: string;
  path: string;
  body?: unknown;
  form?: boolean;
  /** Token: the role's access token; commerce: its commerce token for the scope's location. */
  auth: 'token' | 'commerce' | 'none';
}

export interface Answer {
  status: number;
  text: string;
  json: unknown;
  headers: Headers;
  unscoped?: boolean;
}

export interface Probe {
  /** The request of a cell; targets are made fresh here, so cells never share state. */
  request: (role: Role, scope: Scope) => Promise<Request>;
  /** Tables a write touches; refused writes must leave them unchanged. */
  writes?: string[];
  /** Statuses that count as a refusal (default 403). */
  deny?: number[];
  /** For an allowed call: what the answer must show (the target's canary by default). */
  shows?: (scope: Scope, role: Role) => string | null;
  /** Extra checks of an answer (aggregates count rows, not canaries). */
  check?: (answer: Answer, role: Role, scope: Scope, outcome: Outcome) => Promise<void>;
  /** A second request per cell: the same call without location__in (lists). */
  unscoped?: (role: Role) => Request;
}

export const listProbe = (path: string): Probe => ({
  request: async (_role, scope) => ({
    method: 'GET',
    path: `${path}?location__in=${locOf(scope)}&page_size=200`,
    auth: 'token',
  }),
  unscoped: () => ({ method: 'GET', path: `${path}?page_size=200`, auth: 'token' }),
});

/** The stock count per location the fixture holds (aggregates answer counts, not rows). */
async function stockCount(locationIds: number[], table: 'items' | 'orders'): Promise<number> {
  if (locationIds.length === 0) return 0;
  const list = sql.join(
    locationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await w.db.execute(
    table === 'items'
      ? sql`select count(*)::int as n from inventory_items where location_id in (${list})
            and sell_out_date is null and not is_archived and not is_removed`
      : sql`select count(*)::int as n from open_orders where location_id in (${list})`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

export function aggregatesProbe(path: string, table: 'items' | 'orders'): Probe {
  const query = table === 'items' ? 'table=stock&' : '';
  const permission: Permission = table === 'items' ? 'inventory:view_current' : 'orders:view_open';
  const total = (answer: Answer) =>
    ((answer.json as { aggregates?: { metrics: { count?: number } }[] })?.aggregates ?? []).reduce(
      (sum, a) => sum + (a.metrics.count ?? 0),
      0,
    );
  return {
    request: async (_role, scope) => ({
      method: 'GET',
      path: `${path}?${query}location__in=${locOf(scope)}`,
      auth: 'token',
    }),
    shows: () => null,
    unscoped: () => ({ method: 'GET', path: `${path}?${query}`, auth: 'token' }),
    check: async (answer, role, scope, outcome) => {
      if (answer.unscoped) {
        // Without location__in: exactly the rows of the locations the role may view.
        const need: Need = { who: 'permission', permission };
        const ids = LOCATION_KEYS.filter((l) => holdsAt(role, l, need)).map((l) => locationId(l));
        expect(total(answer)).toBe(await stockCount(ids, table));
      } else if (outcome === 'allow') {
        expect(total(answer)).toBe(await stockCount([locOf(scope)], table));
        expect(total(answer)).toBeGreaterThan(0);
      }
    },
  };
}

/** One inventory action on a fresh target at the scope's location. */
export function actionProbe(action: Action): Probe {
  return {
    writes: PORTAL_TABLES,
    shows: () => null,
    request: async (_role, scope) => {
      const sold = action === 'update_sale_user' || action === 'delete_sell_out';
      const target =
        action === 'request_change'
          ? await newOrder(scope)
          : (await newItem(scope, sold ? 'sold' : 'stock')).serial;
      const parameters: Record<string, unknown> = {
        set_virtual_storage: { available_in_virtual_storage: true },
        set_archive_status: { is_archived: true, reason: 'matrix' },
        change_location: {
          target_location: scope === 'own' ? w.loc.ownB : w.loc.own,
          reason: 'matrix',
        },
        sell_out: { sale_user: null, sale_date: isoDay(1) },
        update_sale_user: { sale_user: w.saleUser[scope] },
        delete_sell_out: { reason: 'matrix' },
        set_client_note: { note: 'matrix' },
        book_out: { reason: 'matrix' },
        request_change: { change_information: 'matrix' },
      }[action];
      return {
        method: 'POST',
        path: '/api/v1/inventory/actions/',
        body: { actions: [{ item_id: target, action, parameters }] },
        auth: 'token',
      };
    },
  };
}

/** An own item moved to the foreign location. */
export const transferAbroadProbe: Probe = {
  writes: PORTAL_TABLES,
  shows: () => null,
  request: async () => ({
    method: 'POST',
    path: '/api/v1/inventory/actions/',
    body: {
      actions: [
        {
          item_id: (await newItem('own', 'stock')).serial,
          action: 'change_location',
          parameters: { target_location: w.loc.foreign },
        },
      ],
    },
    auth: 'token',
  }),
};

/** Every text cell of an xlsx (exports are zipped: the canaries are inside, not in the bytes). */
async function xlsxText(bytes: ArrayBuffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const cells: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value)))),
  );
  return cells.join('\n');
}

/**
 * Issue 18: an export (as the list: the table's view permission). Its answer is a zip, so the
 * check downloads it again as the role and looks for the canaries in its cells.
 */
export function exportProbe(path: string, permission: Permission, extra = ''): Probe {
  const file = (query: string) => `${path}?export_format=excel${extra}&${query}`;
  const readAs = async (role: Role, query: string) => {
    const res = await w.app.request(file(query), {
      headers: { Authorization: `Token ${w.access[role as Exclude<Role, 'anonymous'>]}` },
    });
    expect(res.status).toBe(200);
    return xlsxText(await res.arrayBuffer());
  };
  const visible = (role: Role) =>
    LOCATION_KEYS.filter((l) => holdsAt(role, l, { who: 'permission', permission }));
  return {
    request: async (_role, scope) => ({
      method: 'GET',
      path: file(`location__in=${locOf(scope)}`),
      auth: 'token',
    }),
    shows: () => null,
    unscoped: () => ({ method: 'GET', path: file(''), auth: 'token' }),
    check: async (answer, role, scope, outcome) => {
      if (answer.unscoped) {
        if (answer.status !== 200) return;
        const text = await readAs(role, '');
        const hidden = LOCATION_KEYS.filter((l) => !visible(role).includes(l));
        for (const key of hidden) expect(text).not.toContain(key);
      } else if (outcome === 'allow') {
        const text = await readAs(role, `location__in=${locOf(scope)}`);
        expect(text).toContain(canary(scope));
        for (const key of LOCATION_KEYS.filter((l) => l !== canary(scope)))
          expect(text).not.toContain(key);
      }
    },
  };
}

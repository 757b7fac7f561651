import { sql } from '@maison/db';
import { w } from './world';

type Watch = { table: string; where?: ReturnType<typeof sql> };

/** Row count and md5 of every row of each watched table (or of its filtered rows). */
export async function snapshot(watches: Watch[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { table, where } of watches) {
    const result = await w.db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
          from ${sql.identifier(table)} t ${where ? sql`where ${where}` : sql``}`,
    );
    const row = (result as unknown as { rows: { n: number; h: string }[] }).rows[0]!;
    out[table] = `${row.n}:${row.h}`;
  }
  return out;
}

export const PORTAL_TABLES = [
  'inventory_items',
  'inventory_history',
  'open_orders',
  'open_order_change_requests',
];
export const SHOP_TABLES = [
  'commerce_orders',
  'commerce_line_items',
  'commerce_line_item_options',
  'commerce_engraving_images',
  'open_orders',
];

/** What the location users routes write (issue 19). */
export const USER_TABLES = ['users', 'portal_memberships', 'portal_invites'];

/** The foreign location's (or the other user's) rows of `tables`. */
export function foreignRows(tables: string[]): Watch[] {
  const loc = w.loc.foreign;
  const where: Record<string, ReturnType<typeof sql>> = {
    inventory_items: sql`t.location_id = ${loc}`,
    inventory_history: sql`t.item_id in (select id from inventory_items where location_id = ${loc})`,
    open_orders: sql`t.location_id = ${loc}`,
    open_order_change_requests: sql`t.order_id in (select id from open_orders where location_id = ${loc})`,
    commerce_orders: sql`t.location_id = ${loc}`,
    commerce_line_items: sql`t.order_id in (select id from commerce_orders where location_id = ${loc})`,
    commerce_line_item_options: sql`t.line_item_id in (select li.id from commerce_line_items li join commerce_orders o on o.id = li.order_id where o.location_id = ${loc})`,
    commerce_engraving_images: sql`t.location_id = ${loc}`,
    portal_table_configs: sql`t.user_id = ${w.userId.foreigner}`,
    portal_memberships: sql`t.location_id = ${loc}`,
    portal_invites: sql`t.location_id = ${loc}`,
    users: sql`t.id = ${w.userId.foreigner}`,
    cms_stories: sql`false`,
  };
  return tables.map((table) => ({ table, where: where[table] }));
}

import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@maison/domain';
import {
  cms_assets,
  commerce_product_groups,
  commerce_skus,
  DEMO_PASSWORD,
  DEFAULT_INVENTORY_ITEMS,
  eq,
  inventory_history,
  inventory_items,
  inventorySizeFromEnv,
  isEmpty,
  locations,
  open_orders,
  organizations,
  portal_memberships,
  RING_OF_THE_YEAR,
  sale_users,
  seed,
  seedShop,
  shopGroupUuid,
  sql,
  summarize,
  users,
} from '../src';
import { createTestDb, type TestDb } from '../src/testing';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.close());

const ITEMS = 3000;

const CURRENCY = { DE: 'EUR', AT: 'EUR', CH: 'CHF', JP: 'JPY', KR: 'KRW', CN: 'CNY' } as const;

describe('seed', () => {
  // Seeds twice, each with the content pack's 400 stories in five languages (about 7 s each).
  it('fills an empty database and running it again changes nothing', async () => {
    expect(await isEmpty(testDb.db)).toBe(true);
    const first = await seed(testDb.db, { inventoryItems: ITEMS });
    expect(await isEmpty(testDb.db)).toBe(false);
    expect(first).toMatchObject({
      organizations: 20,
      locations: 60,
      // The four demo accounts, three colleagues and one invited (issue 19).
      users: 8,
      memberships: 9,
      inventoryItems: ITEMS,
    });
    const snapshot = async () => ({
      users: await testDb.db.select().from(users).orderBy(users.id),
      locations: await testDb.db.select().from(locations).orderBy(locations.id),
      memberships: await testDb.db.select().from(portal_memberships).orderBy(portal_memberships.id),
      items: await testDb.db.select().from(inventory_items).orderBy(inventory_items.id),
      history: await testDb.db.select().from(inventory_history).orderBy(inventory_history.id),
      saleUsers: await testDb.db.select().from(sale_users).orderBy(sale_users.id),
      orders: await testDb.db.select().from(open_orders).orderBy(open_orders.id),
      shopGroups: await testDb.db
        .select()
        .from(commerce_product_groups)
        .orderBy(commerce_product_groups.uuid),
      shopSkus: await testDb.db.select().from(commerce_skus).orderBy(commerce_skus.code),
    });
    const before = await snapshot();
    expect(await seed(testDb.db, { inventoryItems: ITEMS })).toEqual(first);
    expect(await snapshot()).toEqual(before);
  }, 90_000);

  it('keeps sequences ahead of the seeded ids', async () => {
    const [org] = await testDb.db.insert(organizations).values({ name: 'New' }).returning();
    expect(org!.id).toBe(21);
    await testDb.db.delete(organizations).where(eq(organizations.id, org!.id));
  });

  it('gives every location the currency of its country', async () => {
    const rows = await testDb.db.select().from(locations);
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(Object.keys(CURRENCY)));
    for (const row of rows)
      expect(row.currency).toBe(CURRENCY[row.country as keyof typeof CURRENCY]);
  });

  it('creates the demo accounts', async () => {
    const all = await testDb.db.select().from(users);
    // Only the invited colleague has not set a password yet (issue 19).
    expect(all.filter((u) => !u.is_active).map((u) => u.email)).toEqual(['mia.wagner@maison.test']);
    const admin = all.find((u) => u.email === 'admin@maison.test')!;
    expect(admin.is_superuser).toBe(true);
    expect(await verify(admin.password, DEMO_PASSWORD)).toBe(true);
    expect(admin.password).toMatch(/^\$argon2id\$/);

    const jeweler = all.find((u) => u.email === 'jeweler@maison.test')!;
    expect(jeweler.portal_user_type).toBe('jeweler');
    const held = await testDb.db
      .select({
        permissions: portal_memberships.permissions,
        country: locations.country,
        org: locations.organization_id,
        currency: locations.currency,
      })
      .from(portal_memberships)
      .innerJoin(locations, eq(locations.id, portal_memberships.location_id))
      .where(eq(portal_memberships.user_id, jeweler.id));
    expect(held).toHaveLength(4);
    expect(new Set(held.map((h) => h.org)).size).toBe(2);
    expect(new Set(held.map((h) => `${h.country}/${h.currency}`))).toEqual(
      new Set(['DE/EUR', 'CH/CHF']),
    );
    for (const h of held) expect([...h.permissions].sort()).toEqual([...PERMISSIONS].sort());

    const summary = await summarize(testDb.db);
    expect(summary.memberships).toBe(9);
  });
});

describe('seed: portal inventory (issue 6)', () => {
  const db = () => testDb.db;
  const one = async <T>(query: string) =>
    ((await db().execute(sql.raw(query))) as unknown as { rows: T[] }).rows[0] as T;

  it('gives every location 3–6 sale users with names of its region', async () => {
    const rows = await db().select().from(sale_users).orderBy(sale_users.id);
    const perLocation = new Map<number, string[]>();
    for (const r of rows)
      perLocation.set(r.location_id, [...(perLocation.get(r.location_id) ?? []), r.name]);
    expect(perLocation.size).toBe(60);
    for (const names of perLocation.values()) {
      expect(names.length).toBeGreaterThanOrEqual(3);
      expect(names.length).toBeLessThanOrEqual(6);
      expect(new Set(names).size).toBe(names.length);
    }
    // Genève (location 4) is French-speaking, Tokyo (40) Japanese.
    expect(perLocation.get(4)!.join(' ')).toMatch(
      /Camille|Julien|Chloé|Mathieu|Léa|Nicolas|Amélie|Olivier/,
    );
    expect(perLocation.get(40)!.join(' ')).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('spreads items over every location and five years, about 40% sold out', async () => {
    const stats = await one<Record<string, number | string>>(`
      select count(*)::int as n, count(distinct location_id)::int as locations,
        avg((sell_out_date is not null)::int)::float as sold,
        avg(is_archived::int)::float as archived, avg(is_removed::int)::float as removed,
        avg(available_in_virtual_storage::int)::float as virtual,
        avg((client_note is not null)::int)::float as notes,
        (max(sell_in_date) - min(sell_in_date))::int as days,
        count(*) filter (where sell_out_date < sell_in_date or sell_out_date > current_date)::int as bad_dates,
        count(*) filter (where sell_out_date is not null and (is_archived or is_removed))::int as sold_archived
      from inventory_items`);
    expect(stats.n).toBe(ITEMS);
    expect(stats.locations).toBe(60);
    expect(Number(stats.sold)).toBeGreaterThan(0.35);
    expect(Number(stats.sold)).toBeLessThan(0.47);
    expect(Number(stats.archived)).toBeGreaterThan(0.01);
    expect(Number(stats.removed)).toBeGreaterThan(0);
    expect(Number(stats.virtual)).toBeGreaterThan(0.03);
    expect(Number(stats.notes)).toBeGreaterThan(0.03);
    expect(Number(stats.days)).toBeGreaterThan(4 * 365);
    expect(stats.bad_dates).toBe(0);
    expect(stats.sold_archived).toBe(0);
  });

  it('prices items in the location currency, from the content pack products', async () => {
    const mismatched = await one<{ n: number }>(`
      select count(*)::int as n from inventory_items i join locations l on l.id = i.location_id
      where i.sell_in_currency <> l.currency or i.sell_in_price is null or i.sell_in_price <= 0`);
    expect(mismatched.n).toBe(0);
    const item = (await db().select().from(inventory_items).limit(1))[0]!;
    expect(item.article_number).toMatch(/^\d{2}-\d{4}$/);
    expect(item.image).toMatch(
      new RegExp(`^/api/cms/v2/a/\\d+/${item.article_number}-main\\.svg$`),
    );
    expect(item.description_de).not.toBe('');
    expect(item.article_description_en).not.toBe('');
  });

  it('books sales to sale users of the item location', async () => {
    const wrong = await one<{ n: number }>(`
      select count(*)::int as n from inventory_items i join sale_users s on s.id = i.sale_user_id
      where s.location_id <> i.location_id or i.sell_out_date is null`);
    expect(wrong.n).toBe(0);
  });

  it('writes history for every item: SELL_IN by SYSTEM, SELL_OUT by the sale user', async () => {
    const counts = await one<Record<string, number>>(`
      select
        (select count(*)::int from inventory_items i where not exists (
          select 1 from inventory_history h where h.item_id = i.id and h.type = 'SELL_IN'
            and h.data ->> 'user' = 'SYSTEM')) as without_sell_in,
        (select count(*)::int from inventory_items i where i.sell_out_date is not null and not exists (
          select 1 from inventory_history h where h.item_id = i.id and h.type = 'SELL_OUT')) as without_sell_out,
        (select count(*)::int from inventory_items i join sale_users s on s.id = i.sale_user_id
          join inventory_history h on h.item_id = i.id and h.type = 'SELL_OUT'
          where h.data ->> 'user' <> s.name) as wrong_seller,
        (select count(*)::int from inventory_items i where i.is_archived and not exists (
          select 1 from inventory_history h where h.item_id = i.id and h.type = 'SET_ARCHIVE_STATUS')) as archived_without`);
    expect(counts).toEqual({
      without_sell_in: 0,
      without_sell_out: 0,
      wrong_seller: 0,
      archived_without: 0,
    });
  });

  it('gives each location open orders', async () => {
    const rows = await one<{ locations: number; n: number }>(
      `select count(distinct location_id)::int as locations, count(*)::int as n from open_orders`,
    );
    expect(rows.locations).toBe(60);
    expect(rows.n).toBeGreaterThanOrEqual(60 * 8);
  });

  it('reads its size from SEED_INVENTORY_ITEMS (default 300,000)', () => {
    expect(inventorySizeFromEnv({})).toBe(DEFAULT_INVENTORY_ITEMS);
    expect(DEFAULT_INVENTORY_ITEMS).toBe(300_000);
    expect(inventorySizeFromEnv({ SEED_INVENTORY_ITEMS: '250' })).toBe(250);
    expect(() => inventorySizeFromEnv({ SEED_INVENTORY_ITEMS: 'many' })).toThrow();
  });
});

describe('seed: trade shop (issue 7)', () => {
  const db = () => testDb.db;
  const ASSET_URL = /^\/api\/cms\/v2\/a\/(\d+)\/([^/]+)$/;
  const STORYLESS = [
    RING_OF_THE_YEAR,
    '90-9001-0-00',
    '90-9002-0-00',
    '90-9003-0-00',
    '90-9004-0-00',
    '90-9005-0-00',
    '90-9006-0-00',
  ];

  /** The served asset behind an image URL: id and file name must match a cms_assets row. */
  async function served(url: string | null | undefined) {
    const match = ASSET_URL.exec(url ?? '');
    if (!match) return null;
    const [row] = await db()
      .select({ filename: cms_assets.filename, type: cms_assets.content_type })
      .from(cms_assets)
      .where(eq(cms_assets.id, Number(match[1])));
    return row && row.filename === match[2] ? row.type : null;
  }

  it('gives every location a street address in the way of its country and language', async () => {
    const rows = await db()
      .select({
        city: locations.city,
        country: locations.country,
        street: locations.street,
        zip: locations.zip_code,
      })
      .from(locations);
    expect(rows.every((r) => r.street !== '' && r.zip !== '')).toBe(true);
    const byCity = new Map(rows.map((r) => [r.city, r]));
    expect(byCity.get('Genève')?.street).toMatch(/^(Rue|Grand-Rue) /);
    expect(byCity.get('Lugano')?.street).toMatch(/^(Via|Piazza|Viale) /);
    expect(byCity.get('Zürich')?.street).toMatch(/(strasse|gasse) \d+$/i);
    expect(byCity.get('München')?.zip).toMatch(/^\d{5}$/);
    expect(byCity.get('Tokyo')?.street).toMatch(/ \d-\d$/);
  });

  it('gives every product group and every SKU an image the content service serves', async () => {
    const groups = await db().select().from(commerce_product_groups);
    expect(groups.length).toBeGreaterThan(STORYLESS.length);
    for (const g of groups) {
      expect(g.products.length, g.sku_prefix).toBe(1);
      expect(await served(g.products[0]!.imageMain), g.sku_prefix).toBe('image/svg+xml');
    }
    const skus = await db()
      .select({ code: commerce_skus.code, image: commerce_skus.image_url })
      .from(commerce_skus);
    const types = new Map<string, string | null>();
    for (const k of skus) {
      if (!types.has(k.image ?? '')) types.set(k.image ?? '', await served(k.image));
      expect(types.get(k.image ?? ''), k.code).toBe('image/svg+xml');
    }
  });

  it('shows the ring of the year and the service items with their generated images', async () => {
    for (const code of STORYLESS) {
      const [g] = await db()
        .select()
        .from(commerce_product_groups)
        .where(eq(commerce_product_groups.uuid, shopGroupUuid(code)));
      const product = g!.products[0]!;
      expect(product.imageMain).toMatch(new RegExp(`/${code}\\.svg$`));
      expect(product.type).toBe(g!.product_type);
      expect(product.names.de?.name).toBe(g!.names.de?.name);
      expect(product.names.ja?.name).toBe(g!.names.ja?.name);
      const skus = await db()
        .select({ image: commerce_skus.image_url })
        .from(commerce_skus)
        .where(eq(commerce_skus.group_uuid, g!.uuid));
      expect(skus.length).toBeGreaterThan(0);
      for (const k of skus) expect(k.image).toBe(product.imageMain);
      if (code === RING_OF_THE_YEAR) {
        expect(product.filterAlloy).toEqual(['yellow_gold']);
        expect(product.fullSlug).toBe('partner/ring-des-jahres');
        expect(product.names.de?.name2).toBe(g!.names.de?.name2);
      } else {
        expect(product.filterAlloy).toEqual([]);
        expect(product.fullSlug).toBe('');
      }
    }
  });

  it('fills in the images of a database seeded before they existed, keeping edits', async () => {
    const roty = shopGroupUuid(RING_OF_THE_YEAR);
    const groupOf = async (uuid: string) =>
      (
        await db()
          .select()
          .from(commerce_product_groups)
          .where(eq(commerce_product_groups.uuid, uuid))
      )[0]!;
    const skuOf = async (code: string) =>
      (await db().select().from(commerce_skus).where(eq(commerce_skus.code, code)))[0]!;
    const before = { group: await groupOf(roty), sku: await skuOf('90-9002-0-00') };
    await db()
      .update(commerce_product_groups)
      .set({ products: [] })
      .where(eq(commerce_product_groups.uuid, roty));
    await db()
      .update(commerce_skus)
      .set({ image_url: null })
      .where(eq(commerce_skus.group_uuid, roty));
    await db()
      .update(commerce_skus)
      .set({ image_url: null })
      .where(eq(commerce_skus.code, '90-9002-0-00'));
    await db()
      .update(commerce_skus)
      .set({ image_url: '/edited.svg' })
      .where(eq(commerce_skus.code, '90-9003-0-00'));
    const edited = await skuOf('90-9003-0-00');

    expect(await seedShop(db())).toMatchObject({ seeded: false });
    expect((await groupOf(roty)).products).toEqual(before.group.products);
    expect((await skuOf(`${RING_OF_THE_YEAR}-1-27`)).image_url).toBe(
      before.group.products[0]!.imageMain,
    );
    expect((await skuOf('90-9002-0-00')).image_url).toBe(before.sku.image_url);
    expect(await skuOf('90-9003-0-00')).toEqual(edited);
  });
});

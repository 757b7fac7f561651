import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@maison/domain';
import {
  DEMO_PASSWORD,
  eq,
  isEmpty,
  locations,
  organizations,
  portal_memberships,
  seed,
  summarize,
  users,
} from '../src';
import { createTestDb, type TestDb } from '../src/testing';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.close());

const CURRENCY = { DE: 'EUR', AT: 'EUR', CH: 'CHF', JP: 'JPY', KR: 'KRW', CN: 'CNY' } as const;

describe('seed', () => {
  it('fills an empty database and running it again changes nothing', async () => {
    expect(await isEmpty(testDb.db)).toBe(true);
    const first = await seed(testDb.db);
    expect(await isEmpty(testDb.db)).toBe(false);
    expect(first).toEqual({ organizations: 20, locations: 60, users: 4, memberships: 5 });
    const snapshot = async () => ({
      users: await testDb.db.select().from(users).orderBy(users.id),
      locations: await testDb.db.select().from(locations).orderBy(locations.id),
      memberships: await testDb.db.select().from(portal_memberships).orderBy(portal_memberships.id),
    });
    const before = await snapshot();
    expect(await seed(testDb.db)).toEqual(first);
    expect(await snapshot()).toEqual(before);
  });

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
    expect(all.every((u) => u.is_active)).toBe(true);
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
    expect(summary.memberships).toBe(5);
  });
});

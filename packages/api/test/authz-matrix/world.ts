import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import {
  appendCareerFileChunk,
  finishCareerFile,
  insertCareerApplication,
  startCareerFile,
  inventory_history,
  inventory_items,
  locations,
  open_orders,
  organizations,
  portal_memberships,
  sale_users,
  seedShop,
  users,
  type Db,
} from '@maison/db';
import { PERMISSIONS } from '@maison/domain';
import { afterAll, beforeAll } from 'vitest';
import { loginOverHttp, quietApp, type RequestApp } from '../generated-helpers';
import { createTestDb, jsonRequest, type TestDb } from '../helpers';
import { PNG, RING_BOX } from '../shop-helpers';
import { GRANTS, LOCATION_KEYS, type LocationKey, type Role, type Scope } from './rules';

/**
 * The matrix's fixture: two organizations (own with two locations, foreign with one), an
 * account per role plus the foreigner, rows of every kind at every location, each carrying its
 * canary (rules.ts).
 */

export const PASSWORD = 'Matrix-Passw0rd-2026';
export const NEW_PASSWORD = 'Matrix-Changed-2031';
const FORMS_PACK = fileURLToPath(new URL('../fixtures/forms', import.meta.url));
export const STORY = '5a1f0000-0000-4000-8000-000000000002';
/** The file of the fixture's job application (issue 20). */
export const CAREER_FILE = '5a1f0000-0000-4000-8000-0000000000c1';
export type Account = Exclude<Role, 'anonymous'> | 'foreigner';

export interface World {
  testDb: TestDb;
  db: Db;
  app: RequestApp;
  loc: { own: number; ownB: number; foreign: number };
  userId: Record<Account, number>;
  access: Record<Account, string>;
  /** Commerce tokens by the location they name; only what the role could get over HTTP. */
  commerce: Partial<Record<Account, Partial<Record<Scope, string>>>>;
  saleUser: Record<Scope, number>;
  image: Record<Scope, string>;
}

/** The fixture of the file; filled by useMatrixWorld's beforeAll. */
export const w = {} as World;

/** One fixture for the test file: made before its cells, closed after. */
export function useMatrixWorld(): void {
  beforeAll(createWorld, 180_000);
  afterAll(() => w.testDb?.close());
}

export const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
export const canary = (scope: Scope) => (scope === 'own' ? 'LOC-OWN-A' : 'LOC-FOREIGN');
export const locOf = (scope: Scope) => (scope === 'own' ? w.loc.own : w.loc.foreign);
export const locationId = (key: LocationKey) =>
  ({ 'LOC-OWN-A': w.loc.own, 'LOC-OWN-B': w.loc.ownB, 'LOC-FOREIGN': w.loc.foreign })[key];

let serials = 0;
/** A number no other row or request of the file has used. */
export const nextSerial = () => ++serials;

/** A fresh inventory item at a location: in stock, sold out or archived. */
export async function newItem(
  scope: Scope | 'ownB',
  state: 'stock' | 'sold' | 'archived',
): Promise<{ id: number; serial: string }> {
  const location = scope === 'ownB' ? w.loc.ownB : locOf(scope);
  const tag = scope === 'ownB' ? 'LOC-OWN-B' : canary(scope);
  const currency = scope === 'ownB' ? 'CHF' : 'EUR';
  const serial = `MX-${scope}-${nextSerial()}`;
  const [row] = await w.db
    .insert(inventory_items)
    .values({
      serial_number: serial,
      article_number: '10-1001',
      article_type: 'ring',
      description_de: `Ring ${tag}`,
      description_en: `Ring ${tag}`,
      location_id: location,
      sell_in_price: 100_000,
      sell_in_currency: currency,
      sell_in_date: isoDay(20),
      ...(state === 'sold'
        ? {
            sell_out_price: 120_000,
            sell_out_currency: currency,
            sell_out_date: isoDay(2),
            sale_user_id: scope === 'ownB' ? null : w.saleUser[scope],
          }
        : {}),
      is_archived: state === 'archived',
      internal_note: `note ${tag}`,
    })
    .returning({ id: inventory_items.id });
  await w.db.insert(inventory_history).values({
    item_id: row!.id,
    type: 'SELL_IN',
    data: { sell_in_price: 1000, sell_in_currency: currency, location: tag },
  });
  return { id: row!.id, serial };
}

export async function newOrder(scope: Scope): Promise<number> {
  const [row] = await w.db
    .insert(open_orders)
    .values({
      order_no: `MX-ORDER-${nextSerial()}`,
      article_number: '10-1001',
      article_type: 'ring',
      description_de: `Auftrag ${canary(scope)}`,
      description_en: `Order ${canary(scope)}`,
      order_type: 'article',
      order_date: isoDay(5),
      sell_in_price: 50_000,
      sell_in_currency: 'EUR',
      location_id: locOf(scope),
      client_note: `client ${canary(scope)}`,
    })
    .returning({ id: open_orders.id });
  return row!.id;
}

/** A service line item (its note the location's canary) in the cart of `scope`'s location. */
export async function newLineItem(scope: Scope): Promise<{ order: string; lineItem: string }> {
  const token = scope === 'own' ? w.commerce.manager!.own! : w.commerce.foreigner!.foreign!;
  const auth = { Authorization: `Bearer ${token}` };
  const add = () =>
    w.app.request(
      '/api/v1/commerce/orders/current/line-items/',
      jsonRequest(
        'POST',
        { article_group_id: RING_BOX, quantity: 5, note: `note ${canary(scope)}` },
        auth,
      ),
    );
  let res = await add();
  if (res.status === 400) {
    // The ring box has a maximum per cart: start the location's cart afresh.
    const cart = await w.app.request('/api/v1/commerce/orders/current/', { headers: auth });
    for (const item of ((await cart.json()) as { line_items: { id: string }[] }).line_items)
      await w.app.request(`/api/v1/commerce/line-items/${item.id}/`, {
        method: 'DELETE',
        headers: auth,
      });
    res = await add();
  }
  const body = (await res.json()) as { line_item: { id: string }; order: { id: string } };
  if (res.status !== 201) throw new Error(`line item: ${res.status} ${JSON.stringify(body)}`);
  return { order: body.order.id, lineItem: body.line_item.id };
}

async function commerceToken(account: Account, location: number): Promise<string | undefined> {
  const res = await w.app.request(`/api/v1/locations/${location}/commerce/authenticate/`, {
    method: 'POST',
    headers: { Authorization: `Token ${w.access[account]}` },
  });
  return res.status === 200 ? ((await res.json()) as { token: string }).token : undefined;
}

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(PNG)], 'e.png', { type: 'image/png' }));
  const res = await w.app.request('/api/v1/commerce/engraving-images/', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { url: string };
  if (res.status !== 201) throw new Error(`upload: ${res.status}`);
  return body.url.split('/').pop()!;
}

async function createWorld(): Promise<void> {
  const testDb = await createTestDb({ contentPacks: [FORMS_PACK] });
  const db = testDb.db;
  const { app } = quietApp(db);
  Object.assign(w, { testDb, db, app });

  const [own, foreign] = await db
    .insert(organizations)
    .values([{ name: 'Matrix Own Jewellers ORG-OWN' }, { name: 'Matrix Foreign ORG-FOREIGN' }])
    .returning({ id: organizations.id });
  const locs = await db
    .insert(locations)
    .values([
      {
        organization_id: own!.id,
        name: 'Matrix LOC-OWN-A',
        country: 'DE',
        currency: 'EUR',
        city: 'Berlin',
      },
      {
        organization_id: own!.id,
        name: 'Matrix LOC-OWN-B',
        country: 'CH',
        currency: 'CHF',
        city: 'Basel',
      },
      {
        organization_id: foreign!.id,
        name: 'Matrix LOC-FOREIGN',
        country: 'AT',
        currency: 'EUR',
        city: 'Wien',
      },
    ])
    .returning({ id: locations.id });
  w.loc = { own: locs[0]!.id, ownB: locs[1]!.id, foreign: locs[2]!.id };
  await seedShop(db);

  const password = await hash(PASSWORD);
  const accounts: Account[] = ['superuser', 'manager', 'solo', 'visitor', 'foreigner'];
  const rows = await db
    .insert(users)
    .values(
      accounts.map((a) => ({
        email: `${a}@matrix.test`,
        password,
        is_active: true,
        is_superuser: a === 'superuser',
        first_name: `USER-${a}`,
        last_name: 'Matrix',
        portal_user_type: a === 'superuser' || a === 'visitor' ? null : 'jeweler',
      })),
    )
    .returning({ id: users.id, email: users.email });
  w.userId = Object.fromEntries(rows.map((r) => [r.email!.split('@')[0], r.id])) as World['userId'];
  // The memberships GRANTS describes, plus the foreigner's at the foreign location.
  const memberships = (['manager', 'solo'] as const).flatMap((role) =>
    LOCATION_KEYS.flatMap((location) => {
      const permissions = GRANTS[role].at[location];
      return permissions
        ? [
            {
              user_id: w.userId[role],
              location_id: locationId(location),
              permissions: [...permissions],
            },
          ]
        : [];
    }),
  );
  memberships.push({
    user_id: w.userId.foreigner,
    location_id: w.loc.foreign,
    permissions: [...PERMISSIONS],
  });
  await db.insert(portal_memberships).values(memberships);
  const sellers = await db
    .insert(sale_users)
    .values([
      { location_id: w.loc.own, name: 'Seller LOC-OWN-A' },
      { location_id: w.loc.foreign, name: 'Seller LOC-FOREIGN' },
      { location_id: w.loc.ownB, name: 'Seller LOC-OWN-B' },
    ])
    .returning({ id: sale_users.id });
  w.saleUser = { own: sellers[0]!.id, foreign: sellers[1]!.id };

  w.access = {} as World['access'];
  for (const a of accounts) w.access[a] = await loginOverHttp(app, `${a}@matrix.test`, PASSWORD);
  w.commerce = {
    superuser: {
      own: await commerceToken('superuser', w.loc.own),
      foreign: await commerceToken('superuser', w.loc.foreign),
    },
    manager: { own: await commerceToken('manager', w.loc.own) },
    foreigner: { foreign: await commerceToken('foreigner', w.loc.foreign) },
  };
  if (!w.commerce.manager?.own || !w.commerce.foreigner?.foreign || !w.commerce.superuser?.foreign)
    throw new Error('the fixture could not get its commerce tokens');

  // Rows at every location, each state, so every table has something to show (or leak).
  for (const scope of ['own', 'foreign', 'ownB'] as const)
    for (const state of ['stock', 'sold', 'archived'] as const) await newItem(scope, state);
  await newOrder('own');
  await newOrder('foreign');
  await newLineItem('own');
  await newLineItem('foreign');
  w.image = {
    own: await upload(w.commerce.manager.own),
    foreign: await upload(w.commerce.foreigner.foreign),
  };
  // Per-user data of someone else: the foreigner's table config and waitlist entry.
  await app.request(
    '/api/v1/portal/table-config/stock/',
    jsonRequest(
      'PUT',
      { columnWidths: {}, activeFilters: [], checkedRows: ['USER-foreigner'], sortedBy: null },
      { Authorization: `Token ${w.access.foreigner}` },
    ),
  );
  const submissions = [
    {
      body: {
        action: 'CONTACT_FORM',
        used_website_language: 'DE',
        email: 'form-canary@example.com',
        message: 'FORM-CANARY',
        data_agreement: true,
      },
      auth: {} as Record<string, string>,
    },
    {
      body: {
        action: 'LIMITED_RING_REQUEST',
        language: 'de',
        customer_lastname: 'FORM-CANARY',
        jewelry_value: '1000',
        data_agreement: true,
      },
      auth: { Authorization: `Token ${w.access.foreigner}` },
    },
  ];
  for (const { body, auth } of submissions) {
    const res = await app.request('/api/v1/forms/', jsonRequest('POST', body, auth));
    if (res.status !== 201) throw new Error(`form: ${res.status} ${await res.text()}`);
  }
  // A job application and its file, for the staff's careers routes (issue 20).
  const bytes = new TextEncoder().encode('%PDF-1.7 FORM-CANARY');
  await startCareerFile(w.db, {
    uuid: CAREER_FILE,
    original_filename: 'cv.pdf',
    content_type: 'application/pdf',
  });
  await appendCareerFileChunk(w.db, CAREER_FILE, 0, bytes);
  await finishCareerFile(w.db, CAREER_FILE, { size: bytes.length, sha256: 'matrix' });
  await insertCareerApplication(w.db, {
    uuid: '5a1f0000-0000-4000-8000-0000000000c2',
    position_id: 1201,
    position_name: 'Goldschmied',
    first_name: 'FORM-CANARY',
    last_name: 'Matrix',
    email: 'career-canary@example.com',
    language: 'de',
    attributes: [],
    fingerprint: 'matrix',
    forward: false,
    files: [{ uuid: CAREER_FILE, category: 'cv' }],
  });
}

import { fileURLToPath } from 'node:url';
import {
  cms_assets,
  commerce_skus,
  email_outbox,
  eq,
  inArray,
  inventory_items,
  open_orders,
  portal_memberships,
  sale_users,
  users,
  DEMO_PASSWORD,
  type Db,
} from '@maison/db';
import { PERMISSIONS } from '@maison/domain';
import { afterAll, beforeAll } from 'vitest';
import { loginOverHttp, mailLink, quietApp, type RequestApp } from '../generated-helpers';
import { createTestDb, jsonRequest, type TestDb } from '../helpers';
import { FLORA, PNG, RING_BOX, selection } from '../shop-helpers';

/**
 * The fuzzer's fixture, one per test file: seed size 3 (a few dozen inventory items), the forms
 * and content fixture packs, logged-in callers, throwaway accounts and carts (fuzz.ts says which
 * operation changes what).
 */

const FORMS_PACK = fileURLToPath(new URL('../fixtures/forms', import.meta.url));
const CONTENT_PACK = fileURLToPath(new URL('../fixtures/content', import.meta.url));

const JEWELER_SHOP_LOCATION = 1;
const ADMIN_SHOP_LOCATION = 4;
/** The jeweler's location whose items and orders the destructive operations may change. */
const THROWAWAY_LOCATION = 5;
export const FOREIGN_LOCATION = 7;
export const THROWAWAY_STORY = '5a1f0000-0000-4000-8000-000000000002';
export const MUSEUM_STORY = '5a1f0000-0000-4000-8000-000000000001';
export const JEWELER_STORE_UUID = 'c42d03d7-526d-4eef-80a9-7325239ceac4';
const PW_START = 'Fuzz-Start-Passw0rd-2026';
export const STRONG_PASSWORDS = [
  'Fuzz-Start-Passw0rd-2026',
  'Ringe-und-Ketten-2031',
  'Zürich-Genève-77a',
];

export interface World {
  testDb: TestDb;
  db: Db;
  app: RequestApp;
  /** The app's error log (the messages behind 500s). */
  errors: string[];
  access: { jeweler: string; admin: string };
  commerce: { jeweler: string; admin: string };
  /** Throwaway accounts for set_password, with the password the suite last set. */
  pw: Record<'jeweler' | 'admin', { email: string; password: string; token: string; id: number }>;
  users: Record<'jeweler' | 'admin', { id: number; email: string; is_superuser: boolean }>;
  ids: {
    throwawaySerials: string[];
    throwawayOrders: number[];
    items: number[];
    orders: number[];
    saleUsers: number[];
    skus: string[];
    mails: number[];
    contactUuid: string;
    newsletterUuid: string;
    images: string[];
    assets: { id: number; filename: string }[];
    activation: { uid: string; token: string };
    reset: { uid: string; token: string };
  };
  /** The current cart and its line items per commerce caller (refreshed after changes). */
  carts: Record<'jeweler' | 'admin', { order: string | null; lineItems: string[] }>;
}

/** The fixture of the file; filled by useFuzzWorld's beforeAll. */
export const w = {} as World;

/** One fixture for the test file: made before its operations are fuzzed, closed after. */
export function useFuzzWorld(): void {
  beforeAll(createWorld, 180_000);
  afterAll(() => w.testDb?.close());
}

async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

async function refreshCart(who: 'jeweler' | 'admin'): Promise<void> {
  const res = await w.app.request('/api/v1/commerce/orders/current/', {
    headers: { Authorization: `Bearer ${w.commerce[who]}` },
  });
  const order = (await json(res)) as { id: string | null; line_items: { id: string }[] };
  w.carts[who] = { order: order.id, lineItems: order.line_items.map((l) => l.id) };
}

/** A jewelry and a service line item in the caller's cart, so cart routes find something. */
async function fillCart(who: 'jeweler' | 'admin'): Promise<void> {
  const headers = { Authorization: `Bearer ${w.commerce[who]}` };
  for (const body of [
    { article_group_id: FLORA, selection: selection() },
    { article_group_id: RING_BOX, quantity: 5 },
  ]) {
    const res = await w.app.request(
      '/api/v1/commerce/orders/current/line-items/',
      jsonRequest('POST', body, headers),
    );
    if (res.status !== 201) throw new Error(`fillCart: ${res.status} ${await res.text()}`);
  }
  await refreshCart(who);
}

/** One service line item, after a placed order or an emptied cart. */
export async function refillCart(who: 'jeweler' | 'admin'): Promise<void> {
  const res = await w.app.request(
    '/api/v1/commerce/orders/current/line-items/',
    jsonRequest(
      'POST',
      { article_group_id: RING_BOX, quantity: 5 },
      {
        Authorization: `Bearer ${w.commerce[who]}`,
      },
    ),
  );
  const { order } = (await json(res)) as { order: CartView };
  w.carts[who] = { order: order.id, lineItems: order.line_items.map((l) => l.id) };
}

/** Registers and activates an account over HTTP (the activation link from the mailbox). */
async function registerAccount(email: string, activate: boolean) {
  const res = await w.app.request(
    '/api/v1/users/',
    jsonRequest('POST', { email, password: PW_START, re_password: PW_START }),
  );
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  const { id } = (await json(res)) as { id: number };
  const link = await mailLink(w.app, email);
  if (activate) {
    const done = await w.app.request('/api/v1/users/activation/', jsonRequest('POST', link));
    if (done.status !== 204) throw new Error(`activate ${email}: ${done.status}`);
  }
  return { id, link };
}

async function createWorld(): Promise<void> {
  const testDb = await createTestDb({
    seed: true,
    size: 3,
    inventoryItems: 60,
    contentPacks: [FORMS_PACK, CONTENT_PACK],
  });
  const db = testDb.db;
  const { app, errors } = quietApp(db);
  Object.assign(w, { testDb, db, app, errors });

  const [jeweler, admin] = await Promise.all([
    loginOverHttp(app, 'jeweler@maison.test', DEMO_PASSWORD),
    loginOverHttp(app, 'admin@maison.test', DEMO_PASSWORD),
  ]);
  w.access = { jeweler, admin };
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.email, ['jeweler@maison.test', 'admin@maison.test']));
  const user = (email: string) => {
    const row = rows.find((r) => r.email === email)!;
    return { id: row.id, email: row.email!, is_superuser: row.is_superuser };
  };
  w.users = { jeweler: user('jeweler@maison.test'), admin: user('admin@maison.test') };

  // Throwaway accounts for set_password: a jeweler with every permission, and a superuser.
  w.pw = {} as World['pw'];
  for (const who of ['jeweler', 'admin'] as const) {
    const email = `fuzz-pw-${who}@maison.test`;
    const { id } = await registerAccount(email, true);
    if (who === 'admin') await db.update(users).set({ is_superuser: true }).where(eq(users.id, id));
    else
      await db
        .insert(portal_memberships)
        .values({ user_id: id, location_id: THROWAWAY_LOCATION, permissions: [...PERMISSIONS] });
    w.pw[who] = { email, id, password: PW_START, token: await loginOverHttp(app, email, PW_START) };
  }
  // One unused activation and one unused reset link for the fuzzer to find.
  const activation = (await registerAccount('fuzz-inactive@maison.test', false)).link;
  await registerAccount('fuzz-reset@maison.test', true);
  await app.request(
    '/api/v1/users/reset-password/',
    jsonRequest('POST', { email: 'fuzz-reset@maison.test' }),
  );
  const reset = await mailLink(app, 'fuzz-reset@maison.test');

  const commerceToken = async (who: 'jeweler' | 'admin', location: number) => {
    const res = await app.request(`/api/v1/locations/${location}/commerce/authenticate/`, {
      method: 'POST',
      headers: { Authorization: `Token ${w.access[who]}` },
    });
    return ((await json(res)) as { token: string }).token;
  };
  w.commerce = {
    jeweler: await commerceToken('jeweler', JEWELER_SHOP_LOCATION),
    admin: await commerceToken('admin', ADMIN_SHOP_LOCATION),
  };
  w.carts = { jeweler: { order: null, lineItems: [] }, admin: { order: null, lineItems: [] } };
  await fillCart('jeweler');
  await fillCart('admin');

  const form = new FormData();
  form.append('file', new File([new Uint8Array(PNG)], 'e.png', { type: 'image/png' }));
  const upload = await app.request('/api/v1/commerce/engraving-images/', {
    method: 'POST',
    headers: { Authorization: `Bearer ${w.commerce.jeweler}` },
    body: form,
  });
  const imageUrl = ((await json(upload)) as { url: string }).url;

  const submit = async (body: Record<string, unknown>) => {
    const res = await app.request('/api/v1/forms/', jsonRequest('POST', body));
    if (res.status !== 201) throw new Error(`form: ${res.status} ${await res.text()}`);
    return ((await json(res)) as { uuid: string }).uuid;
  };
  const contactUuid = await submit({
    action: 'CONTACT_FORM',
    used_website_language: 'DE',
    email: 'kontakt@example.com',
    message: 'Guten Tag',
    data_agreement: true,
  });
  const newsletterUuid = await submit({
    action: 'NEWSLETTER_SUBSCRIBE',
    used_website_language: 'DE',
    email: 'news@example.com',
    gender: 'W',
    first_name: 'Anna',
    last_name: 'Berger',
    data_agreement: true,
  });

  const items = await db
    .select({
      id: inventory_items.id,
      serial: inventory_items.serial_number,
      location: inventory_items.location_id,
    })
    .from(inventory_items);
  const orders = await db
    .select({ id: open_orders.id, location: open_orders.location_id })
    .from(open_orders);
  w.ids = {
    throwawaySerials: items.filter((i) => i.location === THROWAWAY_LOCATION).map((i) => i.serial),
    throwawayOrders: orders.filter((o) => o.location === THROWAWAY_LOCATION).map((o) => o.id),
    items: items.map((i) => i.id),
    orders: orders.map((o) => o.id),
    saleUsers: (await db.select({ id: sale_users.id }).from(sale_users)).map((s) => s.id),
    skus: (await db.select({ code: commerce_skus.code }).from(commerce_skus).limit(50)).map(
      (s) => s.code,
    ),
    mails: (await db.select({ id: email_outbox.id }).from(email_outbox)).map((m) => m.id),
    contactUuid,
    newsletterUuid,
    images: [imageUrl.split('/').pop() as string],
    assets: await db.select({ id: cms_assets.id, filename: cms_assets.filename }).from(cms_assets),
    activation,
    reset,
  };
  if (w.ids.throwawaySerials.length === 0 || w.ids.throwawayOrders.length === 0)
    throw new Error('the throwaway location holds no items or orders');
}

export interface CartView {
  id: string | null;
  status: string;
  line_items: { id: string }[];
}

import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importContentPack,
  inventory_history,
  inventory_items,
  locations,
  open_orders,
  organizations,
  portal_memberships,
  sale_users,
  seedShop,
  shopGroupUuid,
  sql,
  users,
  type Db,
} from '@maison/db';
import { AUTH_COOKIE_NAME, PERMISSIONS, type Permission } from '@maison/domain';
import { createTestDb, testApp, type TestDb } from './helpers';
import { operations, securitySchemes, type Op, type OpenApiDoc } from './openapi-kit';
import { loginOverHttp, quietApp, readDocument, type RequestApp } from './generated-helpers';

/**
 * Issue 14: the authorization matrix, generated from the route table. Every operation of the
 * OpenAPI document is classified by its tags and security (portal, shop, forms staff, content
 * staff, user, public); every non-public one runs for each role × {own, foreign location} and
 * is judged against RULES below, which say who may do what (002 §6, docs/portal.md,
 * docs/shop.md, docs/forms.md), not against what the server happens to answer.
 *
 * Each cell checks:
 * - allow: a 2xx that holds the target's data and no data the role may not see;
 * - deny: a refusal (the probe's statuses, 403 unless noted) without the target's data, and
 *   for writes the watched tables byte-for-byte unchanged (row count and md5 of every row);
 * - unauthenticated (anonymous, or a shop call without a commerce token): 401, no data, no
 *   change;
 * - isolated (the request cannot name the foreign location: per-user data, or a shop call with
 *   the caller's own commerce token): whatever it answers below 500 holds no foreign data and
 *   leaves the foreign location's (or the other user's) rows unchanged.
 *
 * Every row of the fixture carries a canary naming its location (LOC-OWN-A, LOC-OWN-B,
 * LOC-FOREIGN), organization (ORG-OWN, ORG-FOREIGN) or user (USER-<role>); a leak is a canary
 * in an answer the role may not see.
 */

// ---- The rule table ----

const ROLES = ['superuser', 'manager', 'solo', 'visitor', 'anonymous'] as const;
type Role = (typeof ROLES)[number];
const SCOPES = ['own', 'foreign'] as const;
type Scope = (typeof SCOPES)[number];

/** seed.ts's solo account: the view permissions only (002 §6 "Views"). */
const VIEW_ONLY: Permission[] = [
  'inventory:view_current',
  'inventory:view_sell_in',
  'inventory:view_sell_out',
  'orders:view_open',
  'inventory:view_statistics',
  'location_users:view',
];

const LOCATION_KEYS = ['LOC-OWN-A', 'LOC-OWN-B', 'LOC-FOREIGN'] as const;
type LocationKey = (typeof LOCATION_KEYS)[number];
/** The location a scope names: own = the own organization's OWN_A, foreign = the other's. */
const SCOPE_LOCATION: Record<Scope, LocationKey> = { own: 'LOC-OWN-A', foreign: 'LOC-FOREIGN' };
const ORGANIZATION: Record<LocationKey, string> = {
  'LOC-OWN-A': 'ORG-OWN',
  'LOC-OWN-B': 'ORG-OWN',
  'LOC-FOREIGN': 'ORG-FOREIGN',
};

/**
 * What each role holds, shaped like seed.ts's demo accounts (admin, jeweler, solo, visitor):
 * the manager every permission at both locations of the own organization, solo the view
 * permissions at OWN_A, nobody but the superuser anything at the foreign organization.
 */
const GRANTS: Record<
  Role,
  { login: boolean; superuser: boolean; at: Partial<Record<LocationKey, readonly Permission[]>> }
> = {
  superuser: { login: true, superuser: true, at: {} },
  manager: {
    login: true,
    superuser: false,
    at: { 'LOC-OWN-A': PERMISSIONS, 'LOC-OWN-B': PERMISSIONS },
  },
  solo: { login: true, superuser: false, at: { 'LOC-OWN-A': VIEW_ONLY } },
  visitor: { login: true, superuser: false, at: {} },
  anonymous: { login: false, superuser: false, at: {} },
};

/** Who may call an operation on a target location. */
type Need =
  /** Anyone, anonymous included (a capability URL, clearing a cookie). */
  | { who: 'public' }
  /** Any logged-in user, on their own data only (the request cannot name anyone else's). */
  | { who: 'self' }
  /** Superusers only (staff screens). */
  | { who: 'superuser' }
  /** A membership at the target location, or a superuser. */
  | { who: 'member' }
  /** The permission at the target location, or a superuser (002 §6). */
  | { who: 'permission'; permission: Permission }
  /** An ordering permission at the target location, or a superuser (docs/shop.md). */
  | { who: 'ordering' };

/**
 * How a request names its target location: a path id or location__in (`named`), the commerce
 * token's location (`token`: only a superuser can get a token for the foreign location), or
 * not at all (`none`: per-user data, or not location data).
 */
type Naming = 'named' | 'token' | 'none';

/** What an answer may show: the locations (or users) whose canaries a role may see. */
type Sees = Need | { who: 'nothing' };

interface Rule {
  need: Need;
  naming: Naming;
  /** Canaries a role may see in the answer; default: the need's locations. */
  sees?: Sees;
  note?: string;
}

const view = (permission: Permission): Rule => ({
  need: { who: 'permission', permission },
  naming: 'named',
});

/** The rule of every operation the matrix covers, by "METHOD path". */
const RULES: Record<string, Rule> = {
  // Portal (002 §6, docs/portal.md).
  'GET /api/v1/locations/': {
    need: { who: 'self' },
    naming: 'none',
    sees: { who: 'member' },
    note: "000 §6: a superuser's are all locations, anyone else's their memberships",
  },
  'GET /api/v1/organizations/': {
    need: { who: 'self' },
    naming: 'none',
    sees: { who: 'member' },
  },
  'GET /api/v1/inventory/current/': view('inventory:view_current'),
  'GET /api/v1/inventory/sell-in/': view('inventory:view_sell_in'),
  'GET /api/v1/inventory/sell-out/': view('inventory:view_sell_out'),
  'GET /api/v1/inventory/archive/': {
    ...view('inventory:archive_item'),
    note: 'the spec names no view permission for the archive; docs/portal.md takes archive_item',
  },
  'GET /api/v1/inventory/aggregates/': {
    ...view('inventory:view_current'),
    note: 'asked with table=stock: the table view permission (docs/portal.md "Totals footer")',
  },
  'POST /api/v1/inventory/actions/': {
    need: { who: 'member' },
    naming: 'named',
    note: 'each action needs its own permission: ACTION_RULES below',
  },
  'GET /api/v1/inventory/{id}/history/': view('inventory:view_history'),
  'GET /api/v1/open-orders/': view('orders:view_open'),
  'GET /api/v1/open-orders/aggregates/': view('orders:view_open'),
  'POST /api/v1/open-orders/{item_id}/client-note/': view('orders:manage_note'),
  'GET /api/v1/portal/table-config/{tableId}/': {
    need: { who: 'self' },
    naming: 'none',
    sees: { who: 'nothing' },
    note: 'per user (002 §3); the spec does not limit it to portal users, nor do we',
  },
  'PUT /api/v1/portal/table-config/{tableId}/': {
    need: { who: 'self' },
    naming: 'none',
    sees: { who: 'nothing' },
  },
  'GET /api/v1/locations/{id}/sale-users/': {
    need: { who: 'member' },
    naming: 'named',
    note: 'docs/portal.md: members of the location and superusers',
  },
  // Shop (docs/shop.md): a commerce token of the location; its cart is the location's.
  'POST /api/v1/locations/{id}/commerce/authenticate/': {
    need: { who: 'ordering' },
    naming: 'named',
    sees: { who: 'nothing' },
  },
  'POST /api/v1/commerce/logout/': { need: { who: 'public' }, naming: 'none' },
  'GET /api/v1/commerce/session/': { need: { who: 'ordering' }, naming: 'token' },
  'GET /api/v1/commerce/products/': {
    need: { who: 'ordering' },
    naming: 'token',
    sees: { who: 'nothing' },
    note: 'the catalogue is not location data; any commerce token reads it',
  },
  'GET /api/v1/commerce/limitations/': {
    need: { who: 'ordering' },
    naming: 'token',
    sees: { who: 'nothing' },
  },
  'GET /api/v1/commerce/skus/': {
    need: { who: 'ordering' },
    naming: 'token',
    sees: { who: 'nothing' },
  },
  'GET /api/v1/commerce/orders/current/': { need: { who: 'ordering' }, naming: 'token' },
  'POST /api/v1/commerce/orders/current/line-items/': {
    need: { who: 'ordering' },
    naming: 'token',
  },
  'PATCH /api/v1/commerce/line-items/{id}/': { need: { who: 'ordering' }, naming: 'named' },
  'DELETE /api/v1/commerce/line-items/{id}/': { need: { who: 'ordering' }, naming: 'named' },
  'POST /api/v1/commerce/orders/{id}/authorize/': { need: { who: 'ordering' }, naming: 'named' },
  'POST /api/v1/commerce/orders/{id}/place/': { need: { who: 'ordering' }, naming: 'named' },
  'POST /api/v1/commerce/orders/{id}/reload/': { need: { who: 'ordering' }, naming: 'named' },
  'POST /api/v1/commerce/engraving-images/': { need: { who: 'ordering' }, naming: 'token' },
  'GET /api/v1/commerce/engraving-images/{name}': {
    need: { who: 'public' },
    naming: 'named',
    note: "docs/shop.md: the image's random name is the capability; no token",
  },
  // Staff.
  'GET /api/v1/forms/': { need: { who: 'superuser' }, naming: 'none' },
  'GET /api/v1/forms/export/': { need: { who: 'superuser' }, naming: 'none' },
  'PUT /api/v1/cms/stories/{uuid}/': { need: { who: 'superuser' }, naming: 'none' },
  // The caller's own account (000 §3).
  'GET /api/v1/users/me/': { need: { who: 'self' }, naming: 'none', sees: { who: 'self' } },
  'PATCH /api/v1/users/me/': { need: { who: 'self' }, naming: 'none', sees: { who: 'self' } },
  'POST /api/v1/users/set_password/': {
    need: { who: 'self' },
    naming: 'none',
    sees: { who: 'self' },
  },
};

/** 002 §6 "Action to permission", as the spec writes it. */
const ACTION_RULES = {
  set_virtual_storage: 'inventory:manage_article_availability',
  change_location: 'inventory:transfer_article',
  book_out: 'inventory:archive_item',
  set_archive_status: 'inventory:archive_item',
  set_client_note: 'inventory:manage_article_note',
  sell_out: 'inventory:log_article_sale',
  update_sale_user: 'inventory:log_article_sale',
  delete_sell_out: 'inventory:log_article_sale',
  request_change: 'orders:manage_note',
} as const satisfies Record<string, Permission>;
type Action = keyof typeof ACTION_RULES;
const ACTIONS = Object.keys(ACTION_RULES) as Action[];

/** docs/shop.md: the permissions that let a user order for a location (002 §6 "B2B"). */
const ORDERING: Permission[] = [
  'orders:use_as_billing_location',
  'orders:use_as_shipping_location',
  'orders:use_as_target_location',
];

/**
 * The operations outside the matrix, each with why: they serve anonymous callers by design,
 * so there is no role to tell apart (their input handling is openapi-fuzz.test.ts's).
 */
const PUBLIC: Record<string, string> = {
  'GET /api/v1/health/': 'health check',
  'POST /api/v1/users/': 'registration (000 §4)',
  'POST /api/v1/users/activation/': 'activation with the mailed uid and token',
  'POST /api/v1/users/reset-password/': 'password reset request',
  'POST /api/v1/users/reset-password-confirm/': 'password reset with the mailed uid and token',
  'POST /api/v1/jwt/create/': 'login',
  'POST /api/v1/jwt/logout/': 'logout',
  'GET /api/v1/dev/mailbox/': 'the dev outbox, open outside production by design (README)',
  'GET /api/v1/dev/mailbox/{id}/': 'the dev outbox, open outside production by design (README)',
  'POST /api/v1/forms/': 'public forms (the waitlist jeweler check: forms.test.ts)',
  'PATCH /api/v1/forms/{uuid}/': 'contact step 2 by the submission uuid',
  'POST /api/v1/forms/{uuid}/newsletter-subscribe-confirm/': 'newsletter opt-in link',
};

/** The resource kind of an operation, from its tags and security (the generated part). */
function kindOf(op: Op): 'portal' | 'shop' | 'forms-staff' | 'content-staff' | 'user' | 'public' {
  const tags = op.operation.tags ?? [];
  const secured = securitySchemes(op).length > 0;
  if (tags.includes('shop')) return 'shop';
  if (tags.includes('portal')) return 'portal';
  if (tags.includes('forms') && secured && op.method === 'GET') return 'forms-staff';
  if (tags.includes('cms')) return 'content-staff';
  if (tags.includes('accounts') && secured) return 'user';
  return 'public';
}

/** 000 §6, 002 §6: the rule table's answer to "may this role do it at this location". */
function holdsAt(role: Role, location: LocationKey, need: Need): boolean {
  const grants = GRANTS[role];
  if (need.who === 'public') return true;
  if (!grants.login) return false;
  if (grants.superuser) return true;
  const held = grants.at[location] ?? [];
  switch (need.who) {
    case 'self':
      return true;
    case 'superuser':
      return false;
    case 'member':
      return held.length > 0;
    case 'permission':
      return held.includes(need.permission);
    case 'ordering':
      return ORDERING.some((p) => held.includes(p));
  }
}

const holds = (role: Role, scope: Scope, need: Need) => holdsAt(role, SCOPE_LOCATION[scope], need);

type Outcome = 'allow' | 'deny' | 'unauthenticated' | 'isolated';

function expectedOutcome(key: string, need: Need, role: Role, scope: Scope): Outcome {
  const rule = RULES[key]!;
  if (need.who === 'public') return 'allow';
  if (!GRANTS[role].login) return 'unauthenticated';
  // A shop call needs a commerce token, which only an ordering permission somewhere gives.
  const shop =
    need.who === 'ordering' && key !== 'POST /api/v1/locations/{id}/commerce/authenticate/';
  if (shop && !LOCATION_KEYS.some((l) => holdsAt(role, l, need))) return 'unauthenticated';
  if (need.who === 'self') return scope === 'own' ? 'allow' : 'isolated';
  if (holds(role, scope, need)) return 'allow';
  if (rule.naming !== 'named' && scope === 'foreign' && holds(role, 'own', need)) return 'isolated';
  return 'deny';
}

/** The canaries a role may see in an answer governed by `sees`. */
function visibleCanaries(role: Role, sees: Sees): Set<string> {
  const out = new Set<string>();
  if (sees.who === 'nothing') return out;
  if (sees.who === 'self') return new Set([`USER-${role}`]);
  if (sees.who === 'superuser') return new Set(GRANTS[role].superuser ? ALL_CANARIES : []);
  for (const location of LOCATION_KEYS) {
    if (!holdsAt(role, location, sees)) continue;
    out.add(location);
    out.add(ORGANIZATION[location]);
  }
  return out;
}

const LOCATION_CANARIES = ['LOC-OWN-A', 'LOC-OWN-B', 'LOC-FOREIGN', 'ORG-OWN', 'ORG-FOREIGN'];
const USER_CANARIES = [...ROLES.filter((r) => r !== 'anonymous'), 'foreigner'].map(
  (r) => `USER-${r}`,
);
const ALL_CANARIES = [...LOCATION_CANARIES, ...USER_CANARIES, 'FORM-CANARY'];

// ---- The fixture ----

const PASSWORD = 'Matrix-Passw0rd-2026';
const NEW_PASSWORD = 'Matrix-Changed-2031';
const FORMS_PACK = fileURLToPath(new URL('./fixtures/forms', import.meta.url));
const STORY = '5a1f0000-0000-4000-8000-000000000002';
const RING_BOX = shopGroupUuid('90-9001-0-00');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Account = Exclude<Role, 'anonymous'> | 'foreigner';

interface World {
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

let w: World;
const docApp = testApp(null as unknown as Db).app;
const doc: OpenApiDoc = await readDocument(docApp);
const OPS = operations(doc);

const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const canary = (scope: Scope) => (scope === 'own' ? 'LOC-OWN-A' : 'LOC-FOREIGN');
const locOf = (scope: Scope) => (scope === 'own' ? w.loc.own : w.loc.foreign);
const locationId = (key: LocationKey) =>
  ({ 'LOC-OWN-A': w.loc.own, 'LOC-OWN-B': w.loc.ownB, 'LOC-FOREIGN': w.loc.foreign })[key];

let serials = 0;

/** A fresh inventory item at a location: in stock, sold out or archived. */
async function newItem(
  scope: Scope | 'ownB',
  state: 'stock' | 'sold' | 'archived',
): Promise<{ id: number; serial: string }> {
  const location = scope === 'ownB' ? w.loc.ownB : locOf(scope);
  const tag = scope === 'ownB' ? 'LOC-OWN-B' : canary(scope);
  const currency = scope === 'ownB' ? 'CHF' : 'EUR';
  const serial = `MX-${scope}-${++serials}`;
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

async function newOrder(scope: Scope): Promise<number> {
  const [row] = await w.db
    .insert(open_orders)
    .values({
      order_no: `MX-ORDER-${++serials}`,
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

function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}) {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** A service line item (its note the location's canary) in the cart of `scope`'s location. */
async function newLineItem(scope: Scope): Promise<{ order: string; lineItem: string }> {
  const token = scope === 'own' ? w.commerce.manager!.own! : w.commerce.foreigner!.foreign!;
  const auth = { Authorization: `Bearer ${token}` };
  const add = () =>
    w.app.request(
      '/api/v1/commerce/orders/current/line-items/',
      jsonInit(
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

async function createWorld(): Promise<World> {
  const testDb = await createTestDb();
  const db = testDb.db;
  const { app } = quietApp(db);
  w = { testDb, db, app } as World;

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
  await importContentPack(db, FORMS_PACK);

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
  w.userId = Object.fromEntries(rows.map((r) => [r.email.split('@')[0], r.id])) as World['userId'];
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
    jsonInit(
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
    const res = await app.request('/api/v1/forms/', jsonInit('POST', body, auth));
    if (res.status !== 201) throw new Error(`form: ${res.status} ${await res.text()}`);
  }
  return w;
}

beforeAll(async () => {
  w = await createWorld();
}, 180_000);
afterAll(() => w?.testDb.close());

// ---- Watching rows ----

type Watch = { table: string; where?: ReturnType<typeof sql> };

/** Row count and md5 of every row of each watched table (or of its filtered rows). */
async function snapshot(watches: Watch[]): Promise<Record<string, string>> {
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

const PORTAL_TABLES = [
  'inventory_items',
  'inventory_history',
  'open_orders',
  'open_order_change_requests',
];
const SHOP_TABLES = [
  'commerce_orders',
  'commerce_line_items',
  'commerce_line_item_options',
  'commerce_engraving_images',
  'open_orders',
];

/** The foreign location's (or the other user's) rows of `tables`. */
function foreignRows(tables: string[]): Watch[] {
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
    users: sql`t.id = ${w.userId.foreigner}`,
    cms_stories: sql`false`,
  };
  return tables.map((table) => ({ table, where: where[table] }));
}

// ---- Probes: the request of each cell ----

interface Request {
  method: string;
  path: string;
  body?: unknown;
  form?: boolean;
  /** Token: the role's access token; commerce: its commerce token for the scope's location. */
  auth: 'token' | 'commerce' | 'none';
}

interface Probe {
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

const listProbe = (path: string): Probe => ({
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

function aggregatesProbe(path: string, table: 'items' | 'orders'): Probe {
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
function actionProbe(action: Action): Probe {
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
const transferAbroadProbe: Probe = {
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

const TABLE_CONFIG = {
  columnWidths: { serial_number: 200 },
  activeFilters: [],
  checkedRows: ['matrix'],
  sortedBy: null,
};

const PROBES: Record<string, Probe> = {
  'GET /api/v1/locations/': {
    request: async () => ({ method: 'GET', path: '/api/v1/locations/', auth: 'token' }),
    shows: (scope, role) => (holds(role, scope, { who: 'member' }) ? canary(scope) : null),
  },
  'GET /api/v1/organizations/': {
    request: async () => ({ method: 'GET', path: '/api/v1/organizations/', auth: 'token' }),
    shows: (scope, role) =>
      holds(role, scope, { who: 'member' }) ? (scope === 'own' ? 'ORG-OWN' : 'ORG-FOREIGN') : null,
  },
  'GET /api/v1/inventory/current/': listProbe('/api/v1/inventory/current/'),
  'GET /api/v1/inventory/sell-in/': listProbe('/api/v1/inventory/sell-in/'),
  'GET /api/v1/inventory/sell-out/': listProbe('/api/v1/inventory/sell-out/'),
  'GET /api/v1/inventory/archive/': listProbe('/api/v1/inventory/archive/'),
  'GET /api/v1/inventory/aggregates/': aggregatesProbe('/api/v1/inventory/aggregates/', 'items'),
  'GET /api/v1/inventory/{id}/history/': {
    request: async (_role, scope) => ({
      method: 'GET',
      path: `/api/v1/inventory/${(await newItem(scope, 'stock')).id}/history/`,
      auth: 'token',
    }),
  },
  'GET /api/v1/open-orders/': listProbe('/api/v1/open-orders/'),
  'GET /api/v1/open-orders/aggregates/': aggregatesProbe(
    '/api/v1/open-orders/aggregates/',
    'orders',
  ),
  'POST /api/v1/open-orders/{item_id}/client-note/': {
    writes: PORTAL_TABLES,
    request: async (_role, scope) => ({
      method: 'POST',
      path: `/api/v1/open-orders/${await newOrder(scope)}/client-note/`,
      body: { note: 'matrix' },
      auth: 'token',
    }),
  },
  'GET /api/v1/portal/table-config/{tableId}/': {
    request: async () => ({
      method: 'GET',
      path: '/api/v1/portal/table-config/stock/',
      auth: 'token',
    }),
    shows: () => null,
  },
  'PUT /api/v1/portal/table-config/{tableId}/': {
    writes: ['portal_table_configs'],
    request: async (role) => ({
      method: 'PUT',
      path: '/api/v1/portal/table-config/stock/',
      body: { ...TABLE_CONFIG, checkedRows: [`matrix-${role}-${++serials}`] },
      auth: 'token',
    }),
    shows: () => null,
  },
  'GET /api/v1/locations/{id}/sale-users/': {
    request: async (_role, scope) => ({
      method: 'GET',
      path: `/api/v1/locations/${locOf(scope)}/sale-users/`,
      auth: 'token',
    }),
  },
  'POST /api/v1/locations/{id}/commerce/authenticate/': {
    request: async (_role, scope) => ({
      method: 'POST',
      path: `/api/v1/locations/${locOf(scope)}/commerce/authenticate/`,
      auth: 'token',
    }),
    shows: () => null,
    check: async (answer, _role, _scope, outcome) => {
      if (outcome === 'allow') expect((answer.json as { token?: string }).token).toBeTruthy();
      else expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/_wff_commerce_token=[^;]/);
    },
  },
  'POST /api/v1/commerce/logout/': {
    request: async () => ({ method: 'POST', path: '/api/v1/commerce/logout/', auth: 'none' }),
    shows: () => null,
  },
  'GET /api/v1/commerce/session/': {
    request: async () => ({ method: 'GET', path: '/api/v1/commerce/session/', auth: 'commerce' }),
  },
  'GET /api/v1/commerce/products/': {
    request: async () => ({ method: 'GET', path: '/api/v1/commerce/products/', auth: 'commerce' }),

    shows: () => null,
  },
  'GET /api/v1/commerce/limitations/': {
    request: async () => ({
      method: 'GET',
      path: '/api/v1/commerce/limitations/',
      auth: 'commerce',
    }),

    shows: () => null,
  },
  'GET /api/v1/commerce/skus/': {
    request: async () => ({
      method: 'GET',
      path: '/api/v1/commerce/skus/?codes=90-9001-0-00',
      auth: 'commerce',
    }),

    shows: () => null,
  },
  'GET /api/v1/commerce/orders/current/': {
    request: async () => ({
      method: 'GET',
      path: '/api/v1/commerce/orders/current/',
      auth: 'commerce',
    }),
  },
  'POST /api/v1/commerce/orders/current/line-items/': {
    writes: SHOP_TABLES,
    request: async (role, scope) => ({
      method: 'POST',
      path: '/api/v1/commerce/orders/current/line-items/',
      body: { article_group_id: RING_BOX, quantity: 5, note: `matrix-${role}-${scope}` },
      auth: 'commerce',
    }),
    shows: (scope, role) => `matrix-${role}-${scope}`,
  },
  'PATCH /api/v1/commerce/line-items/{id}/': {
    writes: SHOP_TABLES,
    deny: [404],
    request: async (_role, scope) => ({
      method: 'PATCH',
      path: `/api/v1/commerce/line-items/${(await newLineItem(scope)).lineItem}/`,
      body: { quantity: 10 },
      auth: 'commerce',
    }),
  },
  'DELETE /api/v1/commerce/line-items/{id}/': {
    writes: SHOP_TABLES,
    deny: [404],
    shows: () => null,
    request: async (_role, scope) => ({
      method: 'DELETE',
      path: `/api/v1/commerce/line-items/${(await newLineItem(scope)).lineItem}/`,
      auth: 'commerce',
    }),
  },
  ...Object.fromEntries(
    (['authorize', 'place', 'reload'] as const).map((action) => [
      `POST /api/v1/commerce/orders/{id}/${action}/`,
      {
        writes: action === 'reload' ? undefined : SHOP_TABLES,
        deny: [404],
        request: async (_role: Role, scope: Scope) => ({
          method: 'POST',
          path: `/api/v1/commerce/orders/${(await newLineItem(scope)).order}/${action}/`,
          auth: 'commerce' as const,
        }),
      } satisfies Probe,
    ]),
  ),
  'POST /api/v1/commerce/engraving-images/': {
    writes: SHOP_TABLES,
    shows: () => null,
    request: async () => ({
      method: 'POST',
      path: '/api/v1/commerce/engraving-images/',
      form: true,
      auth: 'commerce',
    }),
  },
  'GET /api/v1/commerce/engraving-images/{name}': {
    request: async (_role, scope) => ({
      method: 'GET',
      path: `/api/v1/commerce/engraving-images/${w.image[scope]}`,
      auth: 'none',
    }),
    shows: () => null,
  },
  'GET /api/v1/forms/': {
    request: async (_role, scope) => ({
      method: 'GET',
      path: scope === 'own' ? '/api/v1/forms/' : '/api/v1/forms/?action=LIMITED_RING_REQUEST',
      auth: 'token',
    }),
    shows: () => 'FORM-CANARY',
  },
  'GET /api/v1/forms/export/': {
    request: async (_role, scope) => ({
      method: 'GET',
      path:
        scope === 'own'
          ? '/api/v1/forms/export/'
          : '/api/v1/forms/export/?action=LIMITED_RING_REQUEST',
      auth: 'token',
    }),
    shows: () => 'FORM-CANARY',
  },
  'PUT /api/v1/cms/stories/{uuid}/': {
    writes: ['cms_stories'],
    shows: () => null,
    request: async () => ({
      method: 'PUT',
      path: `/api/v1/cms/stories/${STORY}/`,
      body: {
        locales: {
          de: {
            name: `Bestätigung ${++serials}`,
            slug: 'bestaetigung',
            content: { component: 'page', _uid: 'matrix', body: [] },
          },
        },
        publish: false,
      },
      auth: 'token',
    }),
  },
  'GET /api/v1/users/me/': {
    request: async () => ({ method: 'GET', path: '/api/v1/users/me/', auth: 'token' }),
    shows: (_scope, role) => `USER-${role}`,
  },
  'PATCH /api/v1/users/me/': {
    writes: ['users'],
    shows: (_scope, role) => `USER-${role}`,
    request: async (role, scope) => ({
      method: 'PATCH',
      path: '/api/v1/users/me/',
      // Foreign: the body names another account and asks for more rights; both are ignored.
      body:
        scope === 'own'
          ? { last_name: `Matrix ${++serials}` }
          : {
              id: w.userId.foreigner,
              email: 'foreigner@matrix.test',
              is_superuser: true,
              last_name: `Matrix ${++serials}`,
            },
      auth: 'token',
    }),
    check: async (_answer, role, _scope, outcome) => {
      if (outcome === 'unauthenticated') return;
      const result = await w.db.execute(
        sql`select email, is_superuser from users where id = ${w.userId[role as Account]}`,
      );
      const me = (result as unknown as { rows: { email: string; is_superuser: boolean }[] })
        .rows[0]!;
      expect(me).toEqual({ email: `${role}@matrix.test`, is_superuser: GRANTS[role].superuser });
    },
  },
  'POST /api/v1/users/set_password/': {
    writes: ['users'],
    deny: [400],
    shows: () => null,
    request: async (_role, scope) => ({
      method: 'POST',
      path: '/api/v1/users/set_password/',
      // Foreign: another account's e-mail beside a wrong password changes nobody's.
      body:
        scope === 'own'
          ? { current_password: PASSWORD, new_password: NEW_PASSWORD }
          : {
              email: 'foreigner@matrix.test',
              id: w.userId.foreigner,
              current_password: 'not-the-password',
              new_password: NEW_PASSWORD,
            },
      auth: 'token',
    }),
  },
};

// ---- Running a cell ----

interface Answer {
  status: number;
  text: string;
  json: unknown;
  headers: Headers;
  unscoped?: boolean;
}

function headersFor(role: Role, scope: Scope, req: Request): Record<string, string> {
  if (role === 'anonymous' || req.auth === 'none') return {};
  if (req.auth === 'token') return { Authorization: `Token ${w.access[role]}` };
  const tokens = w.commerce[role];
  // The token of the scope's location if the role could get one, else its own; a role without
  // any presents its access token, which is no commerce token.
  const token = tokens?.[scope] ?? tokens?.own;
  return { Authorization: `Bearer ${token ?? w.access[role]}` };
}

async function send(role: Role, scope: Scope, req: Request, unscoped = false): Promise<Answer> {
  const headers = headersFor(role, scope, req);
  let init: RequestInit;
  if (req.form) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(PNG)], 'e.png', { type: 'image/png' }));
    init = { method: req.method, headers, body: form };
  } else if (req.body !== undefined) init = jsonInit(req.method, req.body, headers);
  else init = { method: req.method, headers };
  const res = await w.app.request(req.path, init);
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (req.path.includes('set_password') && res.status === 204 && role !== 'anonymous') {
    // This session goes on with the new cookie; the old token is revoked (decision 0008).
    const cookie = new RegExp(`${AUTH_COOKIE_NAME}=([^;]+)`).exec(
      res.headers.get('set-cookie') ?? '',
    );
    if (cookie?.[1]) w.access[role] = cookie[1];
  }
  return { status: res.status, text, json, headers: res.headers, unscoped };
}

interface Cell {
  role: Role;
  scope: Scope;
}

function leaks(text: string, role: Role, sees: Sees): string[] {
  const visible = visibleCanaries(role, sees);
  return ALL_CANARIES.filter((c) => text.includes(c) && !visible.has(c));
}

async function runCell(key: string, probe: Probe, outcome: Outcome, sees: Sees, cell: Cell) {
  const { role, scope } = cell;
  const req = await probe.request(role, scope);
  const tables = probe.writes ?? [];
  const everything = () => snapshot(tables.map((table) => ({ table })));
  const before = await everything();
  const foreignBefore = await snapshot(foreignRows(tables));
  const answer = await send(role, scope, req);
  const where = `${key} as ${role} at ${scope} (expected ${outcome}): ${answer.status} ${answer.text.slice(0, 300)}`;

  expect(answer.status, where).toBeLessThan(500);
  switch (outcome) {
    case 'unauthenticated':
      expect(answer.status, where).toBe(401);
      expect(
        ALL_CANARIES.filter((c) => answer.text.includes(c)),
        `${where}: leaked`,
      ).toEqual([]);
      expect(await everything(), `${where}: rows changed`).toEqual(before);
      break;
    case 'deny':
      expect(probe.deny ?? [403], where).toContain(answer.status);
      expect(leaks(answer.text, role, sees), `${where}: leaked`).toEqual([]);
      expect(await everything(), `${where}: rows changed`).toEqual(before);
      break;
    case 'isolated':
      expect(answer.status, where).not.toBe(401);
      expect(leaks(answer.text, role, sees), `${where}: leaked`).toEqual([]);
      expect(await snapshot(foreignRows(tables)), `${where}: foreign rows changed`).toEqual(
        foreignBefore,
      );
      break;
    case 'allow': {
      expect(answer.status >= 200 && answer.status < 300, where).toBe(true);
      expect(leaks(answer.text, role, sees), `${where}: leaked`).toEqual([]);
      const shown = probe.shows ? probe.shows(scope, role) : canary(scope);
      if (shown) expect(answer.text, `${where}: does not show ${shown}`).toContain(shown);
      if (tables.length)
        expect(await everything(), `${where}: nothing written`).not.toEqual(before);
      break;
    }
  }
  await probe.check?.(answer, role, scope, outcome);

  if (probe.unscoped && role !== 'anonymous') {
    // The same list without location__in: every row it holds is one the role may view.
    const all = await send(role, scope, probe.unscoped(role), true);
    const at = `${key} unscoped as ${role}: ${all.status} ${all.text.slice(0, 300)}`;
    expect(all.status, at).toBe(200);
    expect(leaks(all.text, role, sees), `${at}: leaked`).toEqual([]);
    await probe.check?.(all, role, scope, 'allow');
  }
}

// ---- The generated matrix ----

const MATRIX_OPS = OPS.filter((op) => kindOf(op) !== 'public');
// set_password ends the caller's other sessions: last, so earlier cells keep their tokens.
MATRIX_OPS.sort(
  (a, b) =>
    Number(a.key === 'POST /api/v1/users/set_password/') -
    Number(b.key === 'POST /api/v1/users/set_password/'),
);

describe('the route table', () => {
  it('classifies every operation: a rule and a probe for each matrix one, a reason for each public one', () => {
    const matrix = MATRIX_OPS.map((op) => op.key).sort();
    expect(Object.keys(RULES).sort()).toEqual(matrix);
    expect([...Object.keys(PROBES), 'POST /api/v1/inventory/actions/'].sort()).toEqual(matrix);
    expect(
      OPS.filter((op) => kindOf(op) === 'public')
        .map((op) => op.key)
        .sort(),
    ).toEqual(Object.keys(PUBLIC).sort());
    // Every secured operation is in the matrix.
    for (const op of OPS)
      if (securitySchemes(op).length && !op.key.startsWith('POST /api/v1/forms/'))
        expect(RULES[op.key], op.key).toBeDefined();
  });
});

const CELLS: Cell[] = ROLES.flatMap((role) => SCOPES.map((scope) => ({ role, scope })));

for (const op of MATRIX_OPS) {
  const rule = RULES[op.key];
  describe(`${op.key} [${kindOf(op)}]`, () => {
    if (!rule) return;
    if (op.key === 'POST /api/v1/inventory/actions/') {
      for (const action of ACTIONS) {
        const need: Need = { who: 'permission', permission: ACTION_RULES[action] };
        it.each(CELLS)(`${action} × $role × $scope`, async (cell) => {
          const outcome = expectedOutcome(op.key, need, cell.role, cell.scope);
          await runCell(op.key, actionProbe(action), outcome, need, cell);
        });
      }
      // 002 §6 / docs/portal.md: a transfer needs the permission at the source and the target.
      const transfer: Need = { who: 'permission', permission: 'inventory:transfer_article' };
      it.each(ROLES)('change_location from own to foreign × %s', async (role) => {
        const outcome: Outcome = !GRANTS[role].login
          ? 'unauthenticated'
          : holds(role, 'own', transfer) && holds(role, 'foreign', transfer)
            ? 'allow'
            : 'deny';
        await runCell(op.key, transferAbroadProbe, outcome, transfer, { role, scope: 'own' });
      });
      return;
    }
    it.each(CELLS)('$role × $scope', async (cell) => {
      const outcome = expectedOutcome(op.key, rule.need, cell.role, cell.scope);
      await runCell(op.key, PROBES[op.key]!, outcome, rule.sees ?? rule.need, cell);
    });
  });
}

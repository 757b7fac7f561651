#!/usr/bin/env node
// Soak (issue 14): SOAK_SECONDS (default 600) of mixed traffic against a running app on
// loopback, then per kind of request its count, errors and p50/p95 beside a ceiling measured in
// the same run, and the server's memory (RSS every SOAK_SAMPLE_SECONDS) with the flat-within-10%
// check. Not in CI: it takes ten minutes and wants a quiet machine.
//
// Target: SOAK_BASE_URL (default http://127.0.0.1:3000), the built app as `npm start` serves it
// with DATABASE_URL set (pages and the in-process API under /api/v1). Against the standalone API
// (`npm run start:api`, SOAK_BASE_URL=http://127.0.0.1:4000) the page kinds are left out (the API
// serves no pages) and the API kinds run as usual. See bench/README.md "Soak".
//
// Options (environment): SOAK_SECONDS, SOAK_CONCURRENCY (general lanes, default 4),
// SOAK_SHOP_LANES (one cart each, default 2), SOAK_MAX_REQUESTS (default 1,000,000),
// SOAK_SERVER_PID (else the process listening on the port), SOAK_SAMPLE_SECONDS (default 10),
// SOAK_EMAIL / SOAK_PASSWORD (default the demo jeweler). `--check` exits 1 on any error or when
// the memory is not flat.
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import {
  ACTION_ITEMS,
  EMAIL,
  FORM_INTERVAL_MS,
  LANES,
  PASSWORD,
  SAMPLE_S,
  SECONDS,
  SHOP_LANES,
  api,
  base,
  origin,
} from './soak/config.mjs';
import { pidListeningOn, rssMb } from './soak/memory.mjs';
import { report } from './soak/report.mjs';
import { hit, run, running, stats } from './soak/requests.mjs';

const { COMMERCE_ORDER_PERMISSIONS } = await import('@maison/domain');

// ---- Set-up: what the traffic needs ----

const port = Number(base.port || (base.protocol === 'https:' ? 443 : 80));
const serverPid = process.env.SOAK_SERVER_PID
  ? Number(process.env.SOAK_SERVER_PID)
  : pidListeningOn(port);
if (!serverPid || rssMb(serverPid) === null)
  console.warn(
    `soak: no server process found for port ${port}; memory is not sampled (set SOAK_SERVER_PID)`,
  );

const health = await hit('set-up', '/health/', { record: false });
if (health.status !== 200)
  throw new Error(`${api}/health/ answered ${health.status}: is the server running?`);
const home = await hit('set-up', `${origin}/`, { record: false });
// The standalone API answers 404 for pages; the app answers a page (or redirects to one).
const servesPages = home.status > 0 && home.status < 400;

const login = await hit('set-up', '/jwt/create/', {
  method: 'POST',
  body: { email: EMAIL, password: PASSWORD },
  record: false,
});
if (login.status !== 200)
  throw new Error(`login as ${EMAIL}: ${login.status} ${JSON.stringify(login.json)}`);
const auth = { Authorization: `Token ${login.json.access}` };
const me = await hit('set-up', '/users/me/', { headers: auth, record: false });
const shopLocations = (me.json?.portal_locations ?? [])
  .filter((l) => l.permissions.some((p) => COMMERCE_ORDER_PERMISSIONS.includes(p)))
  .map((l) => l.location)
  .slice(0, SHOP_LANES);
const stock = await hit('set-up', '/inventory/current/?page_size=50', {
  headers: auth,
  record: false,
});
const serials = (stock.json?.results ?? []).map((r) => r.serial_number);
const stockPages = Math.max(1, Math.min(20, Math.ceil((stock.json?.count ?? 0) / 50)));
if (serials.length < ACTION_ITEMS)
  throw new Error(`${EMAIL} sees fewer than ${ACTION_ITEMS} stock items`);

/** The shop's service item for add/delete (the ring box: steps of 5, at most 50 a cart). */
const RING_BOX_SKU = '90-9001-0-00';
const carts = [];
for (const location of shopLocations) {
  const res = await hit('set-up', `/locations/${location}/commerce/authenticate/`, {
    method: 'POST',
    headers: auth,
    record: false,
  });
  if (res.status !== 200) throw new Error(`commerce authenticate ${location}: ${res.status}`);
  const bearer = { Authorization: `Bearer ${res.json.token}` };
  const groups = await hit('set-up', '/commerce/products/', { headers: bearer, record: false });
  const box = (groups.json ?? []).find((g) => g.articleNumber === RING_BOX_SKU);
  if (!box) throw new Error(`no ${RING_BOX_SKU} in the shop of location ${location}`);
  // Start from an empty cart (a box over the cap would answer 400s).
  const current = await hit('set-up', '/commerce/orders/current/', {
    headers: bearer,
    record: false,
  });
  for (const item of current.json?.line_items ?? [])
    await hit('set-up', `/commerce/line-items/${item.id}/`, {
      method: 'DELETE',
      headers: bearer,
      record: false,
    });
  carts.push({ location, bearer, group: box.uuid });
}

// ---- The mix ----

const pick = (list) => list[Math.floor(Math.random() * list.length)];
let noteCounter = 0;
let formCounter = 0;

/** Weighted kinds for the general lanes; each returns its request. */
const general = [
  ...(servesPages
    ? [
        [6, () => hit('page GET /', `${origin}/`)],
        [6, () => hit('page GET /schmuck/ringe', `${origin}/schmuck/ringe`)],
        [6, () => hit('page GET /produkte/10-1001-flora', `${origin}/produkte/10-1001-flora`)],
        [3, () => hit('ceiling GET /robots.txt', `${origin}/robots.txt`)],
      ]
    : []),
  [3, () => hit('ceiling GET /api/v1/health/', '/health/')],
  [
    5,
    () =>
      hit(
        'portal GET inventory/current',
        `/inventory/current/?page_size=50&page=${1 + Math.floor(Math.random() * stockPages)}`,
        { headers: auth },
      ),
  ],
  [
    2,
    () =>
      hit('portal GET inventory/aggregates', '/inventory/aggregates/?table=stock', {
        headers: auth,
      }),
  ],
  [3, () => hit('portal GET open-orders', '/open-orders/?page_size=50', { headers: auth })],
  [
    2,
    () => {
      const note = `soak ${++noteCounter}`;
      const items = new Set();
      while (items.size < ACTION_ITEMS) items.add(pick(serials));
      return hit('portal POST inventory/actions', '/inventory/actions/', {
        method: 'POST',
        headers: auth,
        body: {
          actions: [...items].map((item_id) => ({
            item_id,
            action: 'set_client_note',
            parameters: { note },
          })),
        },
      });
    },
  ],
];
const totalWeight = general.reduce((s, [w]) => s + w, 0);
function generalRequest() {
  let r = Math.random() * totalWeight;
  for (const [w, request] of general) if ((r -= w) < 0) return request();
  return general.at(-1)[1]();
}

async function generalLane() {
  while (running()) await generalRequest();
}

/** A cart of its own: add a box, delete it, now and then the cart itself. */
async function shopLane(cart) {
  while (running()) {
    const add = await hit('shop POST line-items', '/commerce/orders/current/line-items/', {
      method: 'POST',
      headers: cart.bearer,
      body: { article_group_id: cart.group, quantity: 5 },
    });
    if (!running()) break;
    if (Math.random() < 0.25)
      await hit('shop GET orders/current', '/commerce/orders/current/', { headers: cart.bearer });
    const id = add.json?.line_item?.id;
    if (id)
      await hit('shop DELETE line-items', `/commerce/line-items/${id}/`, {
        method: 'DELETE',
        headers: cart.bearer,
      });
  }
}

async function formsLane() {
  while (running()) {
    await hit('forms POST CONTACT_FORM', '/forms/', {
      method: 'POST',
      body: {
        action: 'CONTACT_FORM',
        used_website_language: 'DE',
        email: 'soak@maison.test',
        first_name: 'Soak',
        last_name: 'Test',
        // A new message each time: the same fields within the dedupe window store nothing.
        message: `Soak test message ${++formCounter}`,
        data_agreement: true,
      },
    });
    const until = Math.min(run.stopAt, performance.now() + FORM_INTERVAL_MS);
    while (running() && performance.now() < until) await new Promise((r) => setTimeout(r, 200));
  }
}

// ---- Warm-up (not counted), then the run ----

for (const [, request] of general) {
  const before = run.sent;
  await request();
  run.sent = before;
}
stats.clear();

const memory = [];
const startedAt = performance.now();
run.stopAt = startedAt + SECONDS * 1000;
const sample = () => {
  if (!serverPid) return;
  const mb = rssMb(serverPid);
  if (mb !== null) memory.push({ s: (performance.now() - startedAt) / 1000, mb });
};
sample();
const sampler = setInterval(sample, SAMPLE_S * 1000);
console.log(
  `soak: ${SECONDS} s against ${origin} (${servesPages ? 'pages and API' : 'API only: no pages served'}), ` +
    `${LANES} lanes, ${carts.length} shop lanes (locations ${carts.map((c) => c.location).join(', ') || 'none'}), ` +
    `a form every ${FORM_INTERVAL_MS / 1000} s, server pid ${serverPid ?? 'unknown'}`,
);
await Promise.all([
  ...Array.from({ length: LANES }, generalLane),
  ...carts.map(shopLane),
  formsLane(),
]);
clearInterval(sampler);
if (!memory.length || performance.now() - startedAt - memory.at(-1).s * 1000 > 1000) sample();
const elapsedS = (performance.now() - startedAt) / 1000;

report({ memory, elapsedS, serverPid, servesPages });

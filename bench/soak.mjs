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
/* global AbortSignal */
import { readdirSync, readFileSync, readlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { COMMERCE_ORDER_PERMISSIONS, FORM_RATE_LIMIT_PER_IP, FORM_RATE_WINDOW_S } =
  await import('@maison/domain');

const env = process.env;
const number = (name, fallback) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number: ${raw}`);
  return n;
};
const SECONDS = number('SOAK_SECONDS', 600);
const LANES = Math.floor(number('SOAK_CONCURRENCY', 4));
const SHOP_LANES = Math.floor(number('SOAK_SHOP_LANES', 2));
const MAX_REQUESTS = Math.floor(number('SOAK_MAX_REQUESTS', 1_000_000));
const SAMPLE_S = number('SOAK_SAMPLE_SECONDS', 10);
/** A request that takes longer than this counts as a network error (it would hang a lane). */
const REQUEST_TIMEOUT_MS = 30_000;
/** The memory check: the last minute's median RSS within 10 % of the second minute's. */
const FLAT_WITHIN = 0.1;
/** Items a portal action touches (a small bulk action, as the portal's checkboxes send). */
const ACTION_ITEMS = 5;
/** Forms are paced under the per-IP limit, so they measure the form, not the throttle. */
const FORM_INTERVAL_MS = Math.ceil((FORM_RATE_WINDOW_S * 1000) / FORM_RATE_LIMIT_PER_IP);
const EMAIL = env.SOAK_EMAIL ?? 'jeweler@maison.test';
const PASSWORD = env.SOAK_PASSWORD ?? 'maison-demo-2026';
const CHECK = process.argv.includes('--check');

const base = new URL(env.SOAK_BASE_URL ?? 'http://127.0.0.1:3000');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname))
  throw new Error(`SOAK_BASE_URL must be a loopback address, not ${base.hostname}`);
const origin = base.origin;
const api = `${origin}/api/v1`;

// ---- Requests and what they measure ----

/** Per kind: latencies (ms) of answered requests and the outcome counts. */
const stats = new Map();
let sent = 0;
let stopAt = Infinity;
const running = () => performance.now() < stopAt && sent < MAX_REQUESTS;

function kindStats(kind) {
  let s = stats.get(kind);
  if (!s) {
    s = { ms: [], ok: 0, status5xx: 0, network: 0, expected4xx: 0, other4xx: 0, otherStatuses: {} };
    stats.set(kind, s);
  }
  return s;
}

/**
 * One timed request (the whole body read). `expect` lists the 4xx statuses that are part of
 * normal traffic (429 of a throttle); any 5xx or network error is an error. `record: false`
 * (warm-up, set-up) counts nothing.
 */
async function hit(
  kind,
  path,
  { method = 'GET', headers = {}, body, expect = [429], record = true } = {},
) {
  const url = path.startsWith('http') ? path : `${api}${path}`;
  const init = {
    method,
    headers: { ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (record) sent++;
  const started = performance.now();
  let res;
  let text;
  try {
    res = await fetch(url, init);
    text = await res.text();
  } catch (err) {
    if (record) kindStats(kind).network++;
    return { status: 0, json: null, error: err };
  }
  const ms = performance.now() - started;
  if (record) {
    const s = kindStats(kind);
    if (res.status >= 500) s.status5xx++;
    else if (res.status >= 400 && expect.includes(res.status)) s.expected4xx++;
    else if (res.status >= 400) {
      s.other4xx++;
      s.otherStatuses[res.status] = (s.otherStatuses[res.status] ?? 0) + 1;
    } else {
      s.ok++;
      s.ms.push(ms);
    }
  }
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // a page, not JSON
  }
  return { status: res.status, json };
}

// ---- The server's memory ----

/** The pid of the process listening on `port` (Linux /proc: the socket's inode among its fds). */
function pidListeningOn(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines = [];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const cols = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; column 9 the inode.
      if (cols.length > 9 && cols[1].endsWith(`:${hex}`) && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  if (inodes.size === 0) return null;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m && inodes.has(m[1])) return Number(pid);
      } catch {
        // gone meanwhile
      }
    }
  }
  return null;
}

function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

// ---- Set-up: what the traffic needs ----

const port = Number(base.port || (base.protocol === 'https:' ? 443 : 80));
const serverPid = env.SOAK_SERVER_PID ? Number(env.SOAK_SERVER_PID) : pidListeningOn(port);
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
  for (const [w, run] of general) if ((r -= w) < 0) return run();
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
    const until = Math.min(stopAt, performance.now() + FORM_INTERVAL_MS);
    while (running() && performance.now() < until) await new Promise((r) => setTimeout(r, 200));
  }
}

// ---- Warm-up (not counted), then the run ----

for (const [, run] of general) {
  const before = sent;
  await run();
  sent = before;
}
stats.clear();

const memory = [];
const startedAt = performance.now();
stopAt = startedAt + SECONDS * 1000;
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

// ---- Report ----

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const fmt = (v) => (v === null ? '-' : v.toFixed(1));

const summary = {};
for (const [kind, s] of stats) {
  const sorted = s.ms.sort((a, b) => a - b);
  summary[kind] = {
    requests: s.ok + s.status5xx + s.network + s.expected4xx + s.other4xx,
    errors: s.status5xx + s.network,
    status5xx: s.status5xx,
    network: s.network,
    expected4xx: s.expected4xx,
    other4xx: s.other4xx,
    otherStatuses: s.otherStatuses,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
  };
}
const ceilingOf = (kind) =>
  kind.startsWith('page ') && summary['ceiling GET /robots.txt']
    ? 'ceiling GET /robots.txt'
    : 'ceiling GET /api/v1/health/';

console.log(
  `\n${'kind'.padEnd(34)} ${'requests'.padStart(8)} ${'errors'.padStart(6)} ${'4xx exp.'.padStart(8)} ${'4xx other'.padStart(9)} ` +
    `${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}   ceiling p50 / p95 ms (route)`,
);
const kinds = Object.keys(summary).sort(
  (a, b) =>
    (a.startsWith('ceiling') ? 1 : 0) - (b.startsWith('ceiling') ? 1 : 0) || a.localeCompare(b),
);
for (const kind of kinds) {
  const k = summary[kind];
  const ceiling = kind.startsWith('ceiling') ? null : summary[ceilingOf(kind)];
  console.log(
    `${kind.padEnd(34)} ${String(k.requests).padStart(8)} ${String(k.errors).padStart(6)} ${String(k.expected4xx).padStart(8)} ` +
      `${String(k.other4xx).padStart(9)} ${fmt(k.p50).padStart(7)} ${fmt(k.p95).padStart(7)}   ` +
      (ceiling
        ? `${fmt(ceiling.p50)} / ${fmt(ceiling.p95)} (${ceilingOf(kind).replace('ceiling ', '')})`
        : '(the ceiling)') +
      (k.other4xx ? `   other statuses ${JSON.stringify(k.otherStatuses)}` : ''),
  );
}
const totals = Object.values(summary).reduce(
  (t, k) => ({
    requests: t.requests + k.requests,
    errors: t.errors + k.errors,
    status5xx: t.status5xx + k.status5xx,
    network: t.network + k.network,
    expected4xx: t.expected4xx + k.expected4xx,
    other4xx: t.other4xx + k.other4xx,
  }),
  { requests: 0, errors: 0, status5xx: 0, network: 0, expected4xx: 0, other4xx: 0 },
);
console.log(
  `\ntotal ${totals.requests} requests in ${elapsedS.toFixed(0)} s (${(totals.requests / elapsedS).toFixed(1)}/s); ` +
    `errors ${totals.errors} (5xx ${totals.status5xx}, network ${totals.network}; ceiling 0); ` +
    `expected 4xx (429) ${totals.expected4xx}; other 4xx ${totals.other4xx}`,
);

// Second minute against last minute; a run shorter than three minutes compares its middle third
// with its last third instead (and says so).
let memoryCheck = null;
if (memory.length > 0) {
  const window = Math.min(60, elapsedS / 3);
  const second = memory.filter((m) => m.s >= window && m.s < 2 * window).map((m) => m.mb);
  const last = memory.filter((m) => m.s >= elapsedS - window).map((m) => m.mb);
  const a = second.length ? median(second) : null;
  const b = last.length ? median(last) : null;
  const change = a && b ? (b - a) / a : null;
  memoryCheck = {
    windowS: window,
    secondMb: a,
    lastMb: b,
    change,
    // null: too few samples to tell (a run of less than about 30 s).
    flat: change === null ? null : Math.abs(change) <= FLAT_WITHIN,
  };
  // Every sample of a short run; a long one by the minute (its samples are in soak.json).
  const byMinute = [];
  for (const m of memory)
    (byMinute[Math.min(Math.floor(m.s / 60), Math.floor(elapsedS / 60) - 1)] ??= []).push(m.mb);
  console.log(
    window === 60
      ? `\nmemory: RSS of pid ${serverPid}, median per minute of the ${SAMPLE_S} s samples (MB): ` +
          byMinute.map((mbs, i) => `${i + 1}: ${median(mbs).toFixed(0)}`).join(', ') +
          `; min ${Math.min(...memory.map((m) => m.mb)).toFixed(0)}, max ${Math.max(...memory.map((m) => m.mb)).toFixed(0)}`
      : `\nmemory: RSS of pid ${serverPid} every ${SAMPLE_S} s (MB): ` +
          memory.map((m) => `${m.s.toFixed(0)} s ${m.mb.toFixed(0)}`).join(', '),
  );
  console.log(
    `  median ${window === 60 ? 'of the second minute' : `of ${window.toFixed(0)}–${(2 * window).toFixed(0)} s`} ${fmt(a)} MB, ` +
      `${window === 60 ? 'of the last minute' : `of the last ${window.toFixed(0)} s`} ${fmt(b)} MB: ` +
      `${change === null ? 'n/a' : `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`} ` +
      `(ceiling ±${FLAT_WITHIN * 100} %: ${memoryCheck.flat === null ? 'too few samples' : memoryCheck.flat ? 'flat' : 'NOT flat'})` +
      (window === 60 ? '' : ' [run shorter than 3 minutes: thirds instead of minutes]'),
  );
}

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/soak.json'),
  JSON.stringify(
    {
      seconds: elapsedS,
      origin,
      servesPages,
      serverPid,
      totals,
      kinds: summary,
      memory,
      memoryCheck,
    },
    null,
    2,
  ),
);
if (CHECK && (totals.errors > 0 || memoryCheck?.flat === false)) process.exit(1);

import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopGroupUuid, sql, type Db } from '@maison/db';
import { PORTAL_ACTIONS_MAX } from '@maison/domain';
import {
  commerceToken,
  login,
  onPostgres,
  prepareCrashDatabase,
  request,
  rows,
  sleep,
  startServer,
  stopServer,
  withDatabase,
  type CrashDatabase,
  type Server,
} from './crash-helpers';
import { JEWELER_LOCATIONS } from './portal-helpers';

/**
 * Issue 14: the standalone API server killed with SIGKILL in the middle of a 500-row bulk action
 * and of placing orders, then restarted on the same data (PGlite: its crash recovery;
 * PostgreSQL: the server rolls back what the dead connections left open).
 *
 * Each round sends the bulk action and two places of each of two carts (a double click) at once
 * and kills the server a few ms later, then at fractions of how long the same requests took
 * uncrashed, so the kill lands before, inside and after the transactions (on PGlite they run one
 * after the other, so late kills find the bulk action committed and the places in flight). One
 * restart per round serves both checks, which keeps the runtime down. After each kill:
 * - bulk action: all 500 rows changed with 500 history entries, or none and none;
 * - placing: each cart placed once with its open-order rows once, or still open with none, and
 *   then placeable once; no second order, no number twice.
 */

/** Enough items that every jeweler location holds 500 not booked out (about 550 each). */
const INVENTORY_ITEMS = 5000;
const BULK = PORTAL_ACTIONS_MAX;
/** Kill points as fractions of the uncrashed requests' duration (0: a few ms after sending). */
const KILL_AT = [0, 0.4, 0.8, 1.1];
const FEW_MS = 3;
/** Carts at two locations (EUR and CHF). */
const PLACE_LOCATIONS = [JEWELER_LOCATIONS[0]!, JEWELER_LOCATIONS[2]!];
const RING_BOX = shopGroupUuid('90-9001-0-00');

interface Cart {
  location: number;
  id: string;
  number: string;
}

let database: CrashDatabase;
let server: Server | undefined;

beforeAll(async () => {
  database = await prepareCrashDatabase({ inventoryItems: INVENTORY_ITEMS });
}, 180_000);

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await database?.testDb?.close();
  if (database) rmSync(database.dataDir, { recursive: true, force: true });
});

/** Sends a request that may never be answered: its status, or null when the server died first. */
function inFlight(send: () => Promise<{ status: number }>): Promise<number | null> {
  return send().then(
    (res) => res.status,
    () => null,
  );
}

/** Sends, waits `delayMs`, kills the server; the statuses answered before the kill. */
async function killDuring(
  s: Server,
  delayMs: number,
  sends: (() => Promise<{ status: number }>)[],
): Promise<(number | null)[]> {
  const answers = sends.map(inFlight);
  await sleep(delayMs);
  await stopServer(s, 'SIGKILL');
  return Promise.all(answers);
}

/** 500 items not booked out at one jeweler location, and one more to warm the server with. */
async function pickItems(db: Db): Promise<{ location: number; serials: string[] }> {
  for (const location of JEWELER_LOCATIONS) {
    const items = await rows<{ serial_number: string }>(
      db,
      sql`select serial_number from inventory_items
          where location_id = ${location} and not is_removed order by id limit ${BULK + 1}`,
    );
    if (items.length > BULK) return { location, serials: items.map((i) => i.serial_number) };
  }
  throw new Error(`no jeweler location holds ${BULK + 1} items`);
}

/** Rows carrying a note, its history entries, and those entries on such rows. */
async function noteState(db: Db, note: string) {
  const [state] = await rows<{ items: number; history: number; matched: number }>(
    db,
    sql`select
      (select count(*)::int from inventory_items where client_note = ${note}) as items,
      (select count(*)::int from inventory_history
        where type = 'SET_CLIENT_NOTE' and data->>'note' = ${note}) as history,
      (select count(distinct h.item_id)::int from inventory_history h
        join inventory_items i on i.id = h.item_id
        where h.type = 'SET_CLIENT_NOTE' and h.data->>'note' = ${note}
          and i.client_note = ${note}) as matched`,
  );
  return state!;
}

/** A cart's status, line items, open-order rows and mails to the brand. */
async function cartState(db: Db, cart: Cart) {
  const [state] = await rows<{ status: string; lines: number; open_orders: number; mails: number }>(
    db,
    sql`select o.status,
      (select count(*)::int from commerce_line_items l where l.order_id = o.id) as lines,
      (select count(*)::int from open_orders r where r.order_no like ${`${cart.number}-%`})
        as open_orders,
      (select count(*)::int from email_outbox m where m.kind = 'shop_order_notification'
        and m.subject like ${`Bestellung ${cart.number} %`}) as mails
    from commerce_orders o where o.id = ${cart.id}`,
  );
  return state!;
}

describe(`the API server killed mid-request and restarted (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a 500-row bulk action applies whole or not at all; each cart is placed once', async () => {
    const { location, serials } = await withDatabase(database, pickItems);
    const bulk = serials.slice(0, BULK);
    const spare = serials[BULK]!;
    const note = (round: number) => `crash test ${location} round ${round}`;
    const actions = (items: string[], text: string) => ({
      actions: items.map((item_id) => ({
        item_id,
        action: 'set_client_note',
        parameters: { note: text },
      })),
    });

    server = await startServer(database);
    const access = await login(server);
    const tokens = new Map<number, string>();
    for (const l of PLACE_LOCATIONS) tokens.set(l, await commerceToken(server, access, l));
    const carts: Cart[] = [];
    /** A box in each location's cart (a new cart where the last one was placed). */
    const fillCarts = async (s: Server) => {
      const round: Cart[] = [];
      for (const l of PLACE_LOCATIONS) {
        const add = await request(
          s,
          'POST',
          '/commerce/orders/current/line-items/',
          tokens.get(l),
          {
            article_group_id: RING_BOX,
            quantity: 5,
          },
        );
        expect(add.status).toBe(201);
        const order = add.json.order as { id: string; number: string };
        round.push({ location: l, id: order.id, number: order.number });
      }
      carts.push(...round);
      return round;
    };
    const place = (s: Server, cart: Cart) =>
      request(s, 'POST', `/commerce/orders/${cart.id}/place/`, tokens.get(cart.location));
    const bulkAction = (s: Server, round: number) =>
      request(s, 'POST', '/inventory/actions/', access, actions(bulk, note(round)));
    /** The round's requests: the bulk action, and each cart placed twice at once. */
    const roundRequests = (s: Server, round: number, roundCarts: Cart[]) => [
      () => bulkAction(s, round),
      ...roundCarts.flatMap((cart) => [() => place(s, cart), () => place(s, cart)]),
    ];
    // A one-item action, so the measured and the killed requests meet a warm server.
    const warmUp = async (s: Server, round: number) =>
      expect(
        (await request(s, 'POST', '/inventory/actions/', access, actions([spare], note(round))))
          .status,
      ).toBe(200);

    await warmUp(server, 0);
    const firstCarts = await fillCarts(server);
    const started = performance.now();
    const uncrashed = await Promise.all(roundRequests(server, 0, firstCarts).map((send) => send()));
    const tookMs = performance.now() - started;
    expect(uncrashed.map((r) => r.status)).toEqual(uncrashed.map(() => 200));

    const outcomes: {
      delayMs: number;
      bulk: { status: number | null; rows: number };
      places: (number | null)[];
      placed: number;
      mails: number[];
    }[] = [];
    for (const [index, fraction] of KILL_AT.entries()) {
      const round = index + 1;
      const delayMs = Math.max(FEW_MS, Math.round(fraction * tookMs));
      const roundCarts = await fillCarts(server);
      const [bulkStatus, ...places] = await killDuring(
        server,
        delayMs,
        roundRequests(server, round, roundCarts),
      );
      const { bulkAfter, cartsAfter } = await withDatabase(database, async (db) => ({
        bulkAfter: await noteState(db, note(round)),
        cartsAfter: await Promise.all(roundCarts.map((cart) => cartState(db, cart))),
      }));
      outcomes.push({
        delayMs,
        bulk: { status: bulkStatus ?? null, rows: bulkAfter.items },
        places,
        placed: cartsAfter.filter((c) => c.status === 'placed').length,
        mails: cartsAfter.map((c) => c.mails),
      });

      // Bulk action: all or nothing, one history entry per changed row; answered 200 means
      // committed, so it must have survived.
      expect([0, BULK]).toContain(bulkAfter.items);
      expect(bulkAfter).toEqual({
        items: bulkAfter.items,
        history: bulkAfter.items,
        matched: bulkAfter.items,
      });
      if (bulkStatus === 200) expect(bulkAfter.items).toBe(BULK);
      // Placing: placed with its open-order row once, or still open without one.
      for (const [k, c] of cartsAfter.entries()) {
        expect(c.lines).toBe(1);
        expect(['placed', 'pending']).toContain(c.status);
        expect(c.open_orders).toBe(c.status === 'placed' ? c.lines : 0);
        if (places[2 * k] === 200 || places[2 * k + 1] === 200) expect(c.status).toBe('placed');
      }

      // Restarted: a cart still open places once; placing again changes nothing.
      server = await startServer(database);
      await warmUp(server, round);
      for (const cart of roundCarts) {
        const placed = await place(server, cart);
        expect(placed.status).toBe(200);
        expect(placed.json.status).toBe('placed');
        const again = await place(server, cart);
        expect(again.json.placed_at).toBe(placed.json.placed_at);
      }
    }

    // The restarted server runs the bulk action whole.
    const last = KILL_AT.length + 1;
    expect((await bulkAction(server, last)).status).toBe(200);
    await stopServer(server, 'SIGTERM');

    await withDatabase(database, async (db) => {
      expect(await noteState(db, note(last))).toEqual({
        items: BULK,
        history: BULK,
        matched: BULK,
      });
      // Each row's history: one entry per committed request (the uncrashed one, the kill rounds
      // that committed, the last one), nothing of the killed ones.
      const committed = outcomes.filter((o) => o.bulk.rows === BULK).length;
      const perItem = await rows<{ entries: number; items: number }>(
        db,
        sql`select entries, count(*)::int as items from (
              select h.item_id, count(*)::int as entries from inventory_history h
              join inventory_items i on i.id = h.item_id
              where h.type = 'SET_CLIENT_NOTE' and i.serial_number <> ${spare}
                and h.data->>'note' like ${`crash test ${location} round %`}
              group by h.item_id) per_item
            group by entries`,
      );
      expect(perItem).toEqual([{ entries: committed + 2, items: BULK }]);

      for (const cart of carts) {
        const c = await cartState(db, cart);
        expect({ number: cart.number, ...c }).toMatchObject({
          status: 'placed',
          lines: 1,
          open_orders: 1,
        });
        // Never twice; none when a kill fell between the place's commit and its mails.
        expect(c.mails).toBeLessThanOrEqual(1);
      }
      // No order beyond the carts (no duplicate), no number twice, no open cart left over.
      const orders = await rows<{ number: string; status: string }>(
        db,
        sql`select number, status from commerce_orders
            where location_id in (${sql.join(
              PLACE_LOCATIONS.map((l) => sql`${l}`),
              sql`, `,
            )})`,
      );
      expect(orders.map((o) => o.number).sort()).toEqual(carts.map((c) => c.number).sort());
      expect(orders.every((o) => o.status === 'placed')).toBe(true);
      expect(
        await rows(db, sql`select order_no from open_orders group by order_no having count(*) > 1`),
      ).toEqual([]);
    });
    // Where the kills landed (CRASH_REPORT=1): which rounds committed the bulk action or places.
    if (process.env.CRASH_REPORT)
      console.warn(
        `bulk action of ${BULK} and 4 places, uncrashed ${Math.round(tookMs)} ms; kill rounds:`,
        JSON.stringify(outcomes),
      );
  }, 300_000);
});

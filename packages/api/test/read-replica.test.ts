import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src';
import { captureLogger, createTestDb, type TestDb } from './helpers';
import { call, usePortalWorld, type Json, type PortalWorld } from './portal-helpers';

/**
 * STACK.md scale-out, decision 0030: the portal's aggregates read from the read replica
 * (`readDb`, DATABASE_READ_URL), everything else from the primary. The "replica" here is an
 * empty database, so an answer shows which one it came from.
 */

const w = usePortalWorld(100);
let replica: TestDb;
let withReplica: PortalWorld;

beforeAll(async () => {
  replica = await createTestDb();
  const app = createApp({ db: w.db, readDb: replica.db, logger: captureLogger().logger });
  withReplica = { ...w, app };
});
afterAll(() => replica?.close());

const total = (answer: { json: Json }) =>
  (answer.json.aggregates as Json[]).reduce((sum, a) => sum + Number(a.metrics.count ?? 0), 0);

describe('read replica for the aggregates', () => {
  it('answers the inventory and open-order aggregates from the replica', async () => {
    for (const path of ['/inventory/aggregates/', '/open-orders/aggregates/']) {
      const primary = await call(w, 'GET', path, { who: 'admin' });
      expect(primary.status, path).toBe(200);
      expect(total(primary), path).toBeGreaterThan(0);
      const replicated = await call(withReplica, 'GET', path, { who: 'admin' });
      expect(replicated.status, path).toBe(200);
      expect(total(replicated), path).toBe(0);
    }
  });

  it('keeps the tables, the login and the actions on the primary', async () => {
    const list = await call(withReplica, 'GET', '/inventory/current/', { who: 'admin' });
    expect(list.status).toBe(200);
    expect(list.json.count).toBeGreaterThan(0);
  });
});

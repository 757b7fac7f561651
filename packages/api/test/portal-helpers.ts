import { afterAll, beforeAll } from 'vitest';
import { users, type Db } from '@maison/db';
import { issueAccessToken } from '../src';
import { createTestDb, jsonRequest, testApp, type TestDb } from './helpers';

/**
 * A portal test world: three organizations (nine locations, the demo accounts' among them) and
 * a few hundred inventory items, so each demo location holds dozens of rows.
 */

export const JEWELER_LOCATIONS = [1, 2, 4, 5];
export const SOLO_LOCATION = 7;

export interface PortalWorld {
  testDb: TestDb;
  db: Db;
  app: ReturnType<typeof testApp>['app'];
  tokens: Record<'admin' | 'jeweler' | 'solo' | 'visitor', string>;
  userIds: Record<'admin' | 'jeweler' | 'solo' | 'visitor', number>;
}

export async function createPortalWorld(items = 600): Promise<PortalWorld> {
  const testDb = await createTestDb({ seed: true, size: 3, inventoryItems: items });
  const { app } = testApp(testDb.db);
  const tokens = {} as PortalWorld['tokens'];
  const userIds = {} as PortalWorld['userIds'];
  for (const u of await testDb.db.select().from(users)) {
    const who = (u.email ?? String(u.username)).split('@')[0] as keyof PortalWorld['tokens'];
    tokens[who] = await issueAccessToken(u);
    userIds[who] = u.id;
  }
  return { testDb, db: testDb.db, app, tokens, userIds };
}

/** One portal world for the test file, filled before its tests and closed after. */
export function usePortalWorld(items = 600): PortalWorld {
  const world = {} as PortalWorld;
  beforeAll(async () => {
    Object.assign(world, await createPortalWorld(items));
  });
  afterAll(() => world.testDb?.close());
  return world;
}

/** What JSON.parse gives: tests read answers loosely and assert on them. */
export type Json = ReturnType<typeof JSON.parse>;

export interface Answer<T = unknown> {
  status: number;
  json: T;
}

/** A request as `who` (or anonymous); paths are under /api/v1 unless absolute. */
export async function call<T = Json>(
  world: PortalWorld,
  method: string,
  path: string,
  options: {
    who?: keyof PortalWorld['tokens'];
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.who) headers.Authorization = `Token ${world.tokens[options.who]}`;
  const init =
    options.body === undefined ? { method, headers } : jsonRequest(method, options.body, headers);
  const url = path.startsWith('http') ? path : `/api/v1${path}`;
  const res = await world.app.request(url, init);
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { text };
  }
  return { status: res.status, json: json as T };
}

/** Every row of a table call, following `next` to the end. */
export async function allPages<T = Record<string, Json>>(
  world: PortalWorld,
  path: string,
  who: keyof PortalWorld['tokens'],
): Promise<{ rows: T[]; pages: number; count: number }> {
  const rows: T[] = [];
  let url: string | null = path;
  let pages = 0;
  let count = -1;
  while (url) {
    const answer: Answer<{ results: T[]; count: number; next: string | null }> = await call(
      world,
      'GET',
      url,
      { who },
    );
    if (answer.status !== 200)
      throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.json)}`);
    rows.push(...answer.json.results);
    count = answer.json.count;
    url = answer.json.next;
    if (++pages > 1000) throw new Error('paging does not end');
  }
  return { rows, pages, count };
}

import { createRoute } from '@hono/zod-openapi';
import { afterAll, beforeAll, expect } from 'vitest';
import { createOutboxRepository, type Db, type OutboxMessage } from '@maison/db';
import { createRouter } from '../../src';
import { createTestDb, jsonRequest, testApp, type TestDb } from '../helpers';

/** The account suites' world and requests: registration, login and the mailed links. */

interface AccountsWorld {
  testDb: TestDb;
  db: Db;
  app: ReturnType<typeof testApp>['app'];
  logs: Record<string, unknown>[];
  /** Every response body of the file, for the no-secrets check. */
  bodies: string[];
}

/** The file's world: the seeded database and the app on it, with a route that crashes. */
export const w = {} as AccountsWorld;

let ipCounter = 0;

export const SECRET_PROBE = 'leaky-hash-$argon2id$v=19$probe';

/** A route that fails like a database error carrying bound parameters. */
function createCrashRouter() {
  const route = createRoute({
    method: 'post',
    path: '/test/db-crash/',
    responses: { 500: { description: 'crash' } },
  });
  return createRouter().openapi(route, () => {
    const err = Object.assign(
      new Error(`Failed query: update users set password = $1\nparams: ${SECRET_PROBE}`),
      {
        query: 'update users set password = $1',
        params: [SECRET_PROBE],
        cause: Object.assign(new Error('boom'), { code: 'XX000', detail: SECRET_PROBE }),
      },
    );
    throw err;
  });
}

/** One world for the test file, made before its tests and closed after. */
export function useAccountsWorld(): void {
  beforeAll(async () => {
    const testDb = await createTestDb({ seed: true });
    const { app, logs } = testApp(testDb.db, [createCrashRouter()]);
    Object.assign(w, { testDb, db: testDb.db, app, logs, bodies: [] });
  });
  afterAll(() => w.testDb?.close());
}

/** A fresh client IP per call unless given, so the per-IP limit only bites where tested. */
export async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown; res: Response }> {
  const ip =
    headers['x-forwarded-for'] ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const init =
    body === undefined
      ? { method, headers: { 'x-forwarded-for': ip, ...headers } }
      : jsonRequest(method, body, { 'x-forwarded-for': ip, ...headers });
  const res = await w.app.request(`/api/v1${path}`, init);
  const text = await res.text();
  w.bodies.push(text);
  return { status: res.status, json: text ? JSON.parse(text) : null, res };
}

export const outbox = () => createOutboxRepository(w.db);

export async function latestMailTo(to: string): Promise<OutboxMessage> {
  const mail = (await outbox().list(100)).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function linkParams(mail: OutboxMessage): { uid: string; token: string; url: URL } {
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
  return {
    uid: url.searchParams.get('uid') ?? '',
    token: url.searchParams.get('token') ?? '',
    url,
  };
}

export const GOOD_PASSWORD = 'Saphir-Mondlicht-42';

export async function register(email: string, extra: Record<string, unknown> = {}) {
  return call('POST', '/users/', {
    email,
    password: GOOD_PASSWORD,
    re_password: GOOD_PASSWORD,
    first_name: 'Anna',
    last_name: 'Berger',
    language: 'en',
    ...extra,
  });
}

export async function login(email: string, password: string, headers: Record<string, string> = {}) {
  return call('POST', '/jwt/create/', { email, password }, headers);
}

export async function activeUser(email: string): Promise<string> {
  await register(email);
  const { uid, token } = linkParams(await latestMailTo(email));
  expect((await call('POST', '/users/activation/', { uid, token })).status).toBe(204);
  const { json } = await login(email, GOOD_PASSWORD);
  return (json as { access: string }).access;
}

export const auth = (access: string) => ({ Authorization: `Token ${access}` });

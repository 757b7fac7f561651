import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { users } from '@maison/db';
import { issueAccessToken } from '../src';
import { withTrailingSlash } from '../src/shared/trailing-slash';
import {
  api,
  send,
  setAccessToken,
  type ApiResult,
  type InferRequestType,
  type InferResponseType,
  type SendResult,
} from '../src/web-client';
import { createTestDb, testApp, type TestDb } from './helpers';

/**
 * The browser's typed client against the real app: the global fetch forwards to app.fetch, so
 * the URLs, headers and options are the ones a browser would send.
 */

let testDb: TestDb;
let token: string;
const seen: { url: string; init: RequestInit | undefined }[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  const { app } = testApp(testDb.db);
  const [user] = await testDb.db
    .insert(users)
    .values({ email: 'client@maison.test', password: 'x', first_name: 'Ada', is_active: true })
    .returning();
  token = await issueAccessToken(user!);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, init });
    return app.fetch(new Request(new URL(url, 'http://localhost'), init));
  });
});
afterEach(() => {
  seen.length = 0;
  setAccessToken(null);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await testDb.close();
});

const lastHeaders = () => new Headers(seen.at(-1)?.init?.headers);

describe('the web client', () => {
  it('calls a route same-origin with its trailing slash and the Token header', async () => {
    setAccessToken(token);
    const res = await send(api.api.v1.users.me.index.$get());
    expect(seen.at(-1)?.url).toBe('/api/v1/users/me/');
    expect(lastHeaders().get('authorization')).toBe(`Token ${token}`);
    expect(lastHeaders().get('accept')).toBe('application/json');
    expect(seen.at(-1)?.init?.credentials).toBe('same-origin');
    expect(res).toMatchObject({ status: 200, ok: true, data: { email: 'client@maison.test' } });
    if (res.ok) expect(res.data?.first_name).toBe('Ada');
  });

  it('sends no Authorization header without a token, and reads the error body', async () => {
    const res = await send(api.api.v1.users.me.index.$get());
    expect(lastHeaders().has('authorization')).toBe(false);
    expect(res).toEqual({
      status: 401,
      ok: false,
      data: { detail: 'Authentication credentials were not provided.' },
    });
  });

  it('keeps the slash before a query and leaves file-like paths alone', async () => {
    setAccessToken(token);
    const page = await send(api.api.v1.inventory.current.index.$get({ query: { page_size: '5' } }));
    expect(seen.at(-1)?.url).toBe('/api/v1/inventory/current/?page_size=5');
    expect(page).toMatchObject({ status: 200, data: { results: [], count: 0, next: null } });
    const doc = await send(api.api.v1['openapi.json'].$get());
    expect(seen.at(-1)?.url).toBe('/api/v1/openapi.json');
    expect(doc.status).toBe(200);
  });

  it('fills path parameters and passes keepalive through', async () => {
    setAccessToken(token);
    const res = await send(
      api.api.v1.portal['table-config'][':tableId'].index.$get(
        { param: { tableId: 'stock' } },
        { init: { keepalive: true } },
      ),
    );
    expect(seen.at(-1)?.url).toBe('/api/v1/portal/table-config/stock/');
    expect(seen.at(-1)?.init).toMatchObject({ keepalive: true, credentials: 'same-origin' });
    expect(res).toMatchObject({ status: 200, ok: true, data: { sortedBy: null } });
  });

  it('gives data null for an empty body', async () => {
    const res = await send(api.api.v1.jwt.logout.index.$post());
    expect(res).toEqual({ status: 204, ok: true, data: null });
  });

  it('types answers from the routes, so a changed shape fails the typecheck', () => {
    type Me = InferResponseType<typeof api.api.v1.users.me.index.$get, 200>;
    expectTypeOf<Me['email']>().toEqualTypeOf<string>();
    expectTypeOf<Me['portal_locations']>().toEqualTypeOf<
      { location: number; permissions: string[] }[]
    >();
    type Login = InferRequestType<typeof api.api.v1.jwt.create.index.$post>['json'];
    expectTypeOf<Login>().toEqualTypeOf<{ email: string; password: string }>();
    type Cart = InferResponseType<typeof api.api.v1.commerce.orders.current.index.$get, 200>;
    expectTypeOf<Cart['line_items'][number]['quantity']>().toEqualTypeOf<number>();
    type PlaceOrder = (typeof api.api.v1.commerce.orders)[':id']['place']['index']['$post'];
    type Placed = SendResult<Awaited<ReturnType<PlaceOrder>>>;
    expectTypeOf<Extract<Placed, { ok: true }>['data']>().toEqualTypeOf<InferResponseType<
      PlaceOrder,
      200
    > | null>();
    expectTypeOf<Placed>().toExtend<ApiResult>();
  });
});

describe('withTrailingSlash', () => {
  it('adds the slash to absolute and relative paths, before the query', () => {
    expect(withTrailingSlash('http://api.internal/api/v1/health')).toBe(
      'http://api.internal/api/v1/health/',
    );
    expect(withTrailingSlash('/api/v1/forms/export?action=CONTACT_FORM')).toBe(
      '/api/v1/forms/export/?action=CONTACT_FORM',
    );
    expect(withTrailingSlash('/api/v1/users/me/')).toBe('/api/v1/users/me/');
    expect(withTrailingSlash('/api/v1/commerce/engraving-images/a.png')).toBe(
      '/api/v1/commerce/engraving-images/a.png',
    );
  });
});

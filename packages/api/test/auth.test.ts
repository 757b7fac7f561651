import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, locations, users } from '@maison/db';
import { AUTH_COOKIE_NAME, PERMISSIONS, type Permission } from '@maison/domain';
import { issueAccessToken, loadJwtSecret, verifyAccessToken } from '../src';
import { isProduction, readOrCreateSecretFile } from '../src/shared/secrets';
import { createTestDb, testApp, type TestDb } from './helpers';
import { createProbeRouter } from './probe';

let testDb: TestDb;
let app: ReturnType<typeof testApp>['app'];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  ({ app } = testApp(testDb.db, [createProbeRouter()]));
  for (const u of await testDb.db.select().from(users)) {
    const name = (u.email ?? String(u.username)).split('@')[0] as string;
    ids[name] = u.id;
    tokens[name] = await issueAccessToken(u);
  }
});
afterAll(() => testDb.close());

const withToken = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

describe('tokens', () => {
  it('carry exp 30 days ahead and the user claim', async () => {
    const claim = await verifyAccessToken(tokens.admin as string);
    expect(claim).toEqual({
      id: ids.admin,
      email: 'admin@maison.test',
      is_superuser: true,
      iat: expect.any(Number),
      exp: expect.any(Number),
      sid: expect.stringMatching(/^[\w-]{22}$/),
    });
    const payload = JSON.parse(
      Buffer.from((tokens.admin as string).split('.')[1] as string, 'base64url').toString(),
    ) as { exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(2_592_000);
  });

  it('reject JWTs without the access token type', async () => {
    const other = await new SignJWT({ user: { id: ids.admin } })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(loadJwtSecret());
    expect(await verifyAccessToken(other)).toBeNull();
  });
});

describe('secret', () => {
  it('is created once in the data dir and then shared', () => {
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), 'maison-secret-')),
      'data',
      'secret.key',
    );
    const first = readOrCreateSecretFile(file);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(readOrCreateSecretFile(file)).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('only MAISON_ENV=production is production, whatever NODE_ENV says', () => {
    expect(isProduction({ NODE_ENV: 'production' })).toBe(false);
    expect(isProduction({ NODE_ENV: 'production', MAISON_ENV: 'demo' })).toBe(false);
    expect(isProduction({ MAISON_ENV: 'production', NODE_ENV: 'development' })).toBe(true);
    expect(isProduction({})).toBe(false);
  });
});

describe('authentication', () => {
  it('no credentials: 401 not provided', async () => {
    const res = await app.request('/api/v1/test/me/');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Token');
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('a valid token authenticates', async () => {
    const res = await app.request('/api/v1/test/me/', withToken(tokens.solo as string));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'solo@maison.test' });
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['tampered', `${(tokens.admin ?? '').slice(0, -4)}AAAA`],
    ['empty', ''],
  ])('a %s token: 401 invalid', async (_name, token) => {
    const res = await app.request('/api/v1/test/me/', withToken(token));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('an expired token: 401 invalid', async () => {
    const expired = await issueAccessToken(
      { id: ids.solo as number, email: 'solo@maison.test', is_superuser: false },
      { expiresInS: -60 },
    );
    const res = await app.request('/api/v1/test/me/', withToken(expired));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('a token of an inactive user: 401 invalid', async () => {
    const [inactive] = await testDb.db
      .insert(users)
      .values({ email: 'sleeper@maison.test', password: 'x', is_active: false })
      .returning();
    const token = await issueAccessToken(inactive!);
    const res = await app.request('/api/v1/test/me/', withToken(token));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Invalid token.' });
    await testDb.db.delete(users).where(eq(users.id, inactive!.id));
  });

  it('accepts the cookie, and refuses it for unsafe cross-origin requests', async () => {
    const cookie = { Cookie: `${AUTH_COOKIE_NAME}=${tokens.jeweler}` };
    const get = await app.request('http://localhost/api/v1/test/me/', { headers: cookie });
    expect(get.status).toBe(200);
    const sameOrigin = await app.request('http://localhost/api/v1/test/me/', {
      method: 'POST',
      headers: { ...cookie, Origin: 'http://localhost' },
    });
    expect(sameOrigin.status).toBe(200);
    const foreign = await app.request('http://localhost/api/v1/test/me/', {
      method: 'POST',
      headers: { ...cookie, Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ detail: 'CSRF Failed: Origin checking failed.' });
    // The header carries no ambient authority, so a foreign Origin does not matter there.
    const header = await app.request('http://localhost/api/v1/test/me/', {
      method: 'POST',
      headers: { Authorization: `Token ${tokens.jeweler}`, Origin: 'https://evil.example' },
    });
    expect(header.status).toBe(200);
  });
});

describe('requirePermission with the seed (000 §6, 002 §6)', () => {
  let allLocations: number[];
  let soloLocation: number;
  let jewelerLocations: number[];

  beforeAll(async () => {
    allLocations = (await testDb.db.select({ id: locations.id }).from(locations)).map((l) => l.id);
    const me = async (name: string) => {
      const { loadUser } = await import('../src/shared/auth');
      return (await loadUser(testDb.db, ids[name] as number))!.portal_locations;
    };
    soloLocation = (await me('solo'))[0]!.location;
    jewelerLocations = (await me('jeweler')).map((p) => p.location);
  });

  const can = async (who: string, location: number, permission: Permission) =>
    (
      await app.request(
        `/api/v1/test/locations/${location}/can/${permission}/`,
        withToken(tokens[who] as string),
      )
    ).status;

  const VIEW: Permission[] = [
    'inventory:view_current',
    'inventory:view_sell_in',
    'inventory:view_sell_out',
    'orders:view_open',
    'location_users:view',
  ];

  it('solo passes only at its location and only for its view permissions', async () => {
    for (const permission of PERMISSIONS) {
      expect(await can('solo', soloLocation, permission)).toBe(
        VIEW.includes(permission) ? 200 : 403,
      );
    }
    expect(await can('solo', soloLocation, 'inventory:archive_item')).toBe(403);
    const other = allLocations.find((l) => l !== soloLocation) as number;
    expect(await can('solo', other, 'inventory:view_current')).toBe(403);
  });

  it('a denied permission answers with DRF text', async () => {
    const res = await app.request(
      `/api/v1/test/locations/${soloLocation}/can/inventory:archive_item/`,
      withToken(tokens.solo as string),
    );
    expect(await res.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
  });

  it('jeweler holds every permission at its 4 locations and none elsewhere', async () => {
    expect(jewelerLocations).toHaveLength(4);
    for (const location of allLocations) {
      const expected = jewelerLocations.includes(location) ? 200 : 403;
      expect(await can('jeweler', location, 'inventory:archive_item')).toBe(expected);
    }
    for (const permission of PERMISSIONS) {
      expect(await can('jeweler', jewelerLocations[3] as number, permission)).toBe(200);
    }
  });

  it('the superuser passes everywhere; the visitor nowhere', async () => {
    for (const location of [...allLocations, 99_999]) {
      expect(await can('admin', location, 'location:manage')).toBe(200);
    }
    expect(await can('visitor', allLocations[0] as number, 'inventory:view_current')).toBe(403);
  });
});

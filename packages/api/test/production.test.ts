import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, eq, seed, users } from '@maison/db';
import { assertProductionReady, checkEnvironment, EnvironmentError } from '../src';
import { createTestDb, testApp, type TestDb } from './helpers';
import { PRODUCTION_ENV } from './production-env';

/** Issue 14: production mode refuses to start on a demo setup (docs/decisions/0016). */

/** The variables checkEnvironment names for `env`, or [] when it passes. */
function refused(env: Record<string, string | undefined>): string[] {
  try {
    checkEnvironment(env);
    return [];
  } catch (err) {
    if (!(err instanceof EnvironmentError)) throw err;
    return Object.keys(err.problems).sort();
  }
}

const production = (changes: Record<string, string | undefined>) => ({
  ...PRODUCTION_ENV,
  ...changes,
});

describe('the environment in production', () => {
  it('passes when complete', () => {
    expect(checkEnvironment(PRODUCTION_ENV).MAISON_ENV).toBe('production');
  });

  it('refuses without JWT_SECRET', () => {
    expect(refused(production({ JWT_SECRET: undefined }))).toEqual(['JWT_SECRET']);
  });

  it('refuses a JWT_SECRET shorter than 32 characters, without quoting it', () => {
    const short = 'x'.repeat(31);
    expect(refused(production({ JWT_SECRET: short }))).toEqual(['JWT_SECRET']);
    expect(() => checkEnvironment(production({ JWT_SECRET: short }))).toThrow(
      /JWT_SECRET: at least 32 characters/,
    );
    expect(() => checkEnvironment(production({ JWT_SECRET: short }))).not.toThrow(short);
    expect(refused(production({ JWT_SECRET: 'x'.repeat(32) }))).toEqual([]);
  });

  it('refuses a SITE_URL that is not https, or none', () => {
    expect(refused(production({ SITE_URL: 'http://www.maison.example' }))).toEqual(['SITE_URL']);
    expect(refused(production({ SITE_URL: undefined }))).toEqual(['SITE_URL']);
  });

  it('refuses without SMTP_URL (the outbox is a demo device)', () => {
    expect(refused(production({ SMTP_URL: undefined }))).toEqual(['SMTP_URL']);
    expect(refused(production({ SMTP_URL: '' }))).toEqual(['SMTP_URL']);
  });

  it('refuses the demo-domain defaults of the sender and the notified addresses', () => {
    expect(
      refused(
        production({ MAIL_FROM: undefined, FORMS_NOTIFY_EMAIL: undefined, SHOP_ORDERS_EMAIL: '' }),
      ),
    ).toEqual(['FORMS_NOTIFY_EMAIL', 'MAIL_FROM', 'SHOP_ORDERS_EMAIL']);
  });

  it('refuses short content secrets and a webhook without its secret', () => {
    expect(refused(production({ CONTENT_PREVIEW_SECRET: 'preview' }))).toEqual([
      'CONTENT_PREVIEW_SECRET',
    ]);
    const webhook = { REVALIDATE_WEBHOOK_URL: 'https://www.maison.example/api/revalidate' };
    expect(refused(production(webhook))).toEqual(['REVALIDATE_SECRET']);
    expect(refused(production({ ...webhook, REVALIDATE_SECRET: 'r'.repeat(32) }))).toEqual([]);
  });

  it('names every missing variable in one error', () => {
    expect(() => checkEnvironment({ MAISON_ENV: 'production' })).toThrow(
      [
        'The environment is not valid:',
        '  JWT_SECRET: at least 32 characters (required when MAISON_ENV=production)',
        '  SMTP_URL: an smtp:// or smtps:// URL (required when MAISON_ENV=production)',
        '  MAIL_FROM: an address, optionally as "Name <address>" (required when MAISON_ENV=production)',
        '  SITE_URL: an https:// URL (required when MAISON_ENV=production)',
        '  FORMS_NOTIFY_EMAIL: an e-mail address (required when MAISON_ENV=production)',
        '  SHOP_ORDERS_EMAIL: an e-mail address (required when MAISON_ENV=production)',
      ].join('\n'),
    );
  });
});

describe('the environment outside production', () => {
  it('needs nothing', () => {
    expect(checkEnvironment({})).toMatchObject({ MAISON_ENV: 'demo' });
    expect(checkEnvironment({ MAISON_ENV: 'demo', SITE_URL: 'http://localhost:3000' })).toEqual({
      MAISON_ENV: 'demo',
      SITE_URL: 'http://localhost:3000',
    });
  });

  it('names every malformed variable at once, and no secret value', () => {
    const env = {
      MAISON_ENV: 'prod',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://maison:hunter2@db/maison',
      REDIS_URL: 'memcached://cache:11211',
      SMTP_URL: 'http://mail.example',
      SITE_URL: 'www.maison.example',
      FORMS_NOTIFY_EMAIL: 'concierge',
      SEED_INVENTORY_ITEMS: '-5',
      COMMERCE_LAYER_ORGANIZATION: 'maison',
      COMMERCE_LAYER_DOMAIN: 'not a domain',
      SENTRY_DSN: 'https://sentry.example/1',
      TRUSTED_PROXIES: '10.0.0.0/8, ::1, 10.0.0.300',
      ALLOWED_ORIGINS: 'https://shop.maison.example,https://maison.example/path',
      API_DOCS: 'yes',
      LOG_LEVEL: 'loud',
    };
    // The organization is well-formed; the integration's credentials it needs are missing.
    const named = Object.keys(env).filter((name) => name !== 'COMMERCE_LAYER_ORGANIZATION');
    expect(refused(env)).toEqual(
      [...named, 'COMMERCE_LAYER_CLIENT_ID', 'COMMERCE_LAYER_CLIENT_SECRET'].sort(),
    );
    let message = '';
    try {
      checkEnvironment(env);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('TRUSTED_PROXIES: "10.0.0.300" is not an IP address or CIDR range');
    expect(message).toContain('"https://maison.example/path" is not an http:// or https:// origin');
    expect(message).not.toContain('hunter2');
  });

  it('takes well-formed values, empty ones as unset', () => {
    expect(
      refused({
        PORT: '3000',
        DATABASE_URL: 'postgresql://maison:maison@127.0.0.1:5432/maison',
        REDIS_URL: 'redis://:secret@127.0.0.1:6379/0',
        SMTP_URL: 'smtp://127.0.0.1:1025',
        MAIL_FROM: 'no-reply@maison.example',
        SEED_INVENTORY_ITEMS: '0',
        COMMERCE_LAYER_ORGANIZATION: 'maison',
        COMMERCE_LAYER_CLIENT_ID: 'client-id',
        COMMERCE_LAYER_CLIENT_SECRET: 'client-secret',
        COMMERCE_LAYER_DOMAIN: 'commercelayer.io',
        SENTRY_DSN: 'https://key@sentry.example/1',
        TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1, ::1, fd00::/8',
        ALLOWED_ORIGINS: 'https://shop.maison.example, http://localhost:3000/',
        JWT_SECRET: '',
        API_URL: '',
      }),
    ).toEqual([]);
  });
});

describe('a production process', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.close());
  afterEach(() => vi.unstubAllEnvs());

  const stubProduction = () => {
    for (const [name, value] of Object.entries(PRODUCTION_ENV)) vi.stubEnv(name, value);
  };

  it('refuses to create the app on an incomplete environment', () => {
    stubProduction();
    vi.stubEnv('SMTP_URL', undefined);
    expect(() => testApp(testDb.db)).toThrow(EnvironmentError);
    vi.stubEnv('SMTP_URL', PRODUCTION_ENV.SMTP_URL);
    expect(() => testApp(testDb.db)).not.toThrow();
  });

  it('refuses a database with active demo accounts, and passes one without', async () => {
    await expect(assertProductionReady(testDb.db, PRODUCTION_ENV)).resolves.toBeUndefined();
    await seed(testDb.db, { size: 3, contentDir: false, inventoryItems: 0 });
    await expect(assertProductionReady(testDb.db, PRODUCTION_ENV)).rejects.toThrow(
      'The database holds demo accounts (admin@maison.test, jeweler@maison.test, ' +
        'lena.krause@maison.test, sarah.keller@maison.test, solo@maison.test, ' +
        'tobias.meier@maison.test, visitor@maison.test)',
    );
    // Outside production the demo is the point.
    await expect(assertProductionReady(testDb.db, {})).resolves.toBeUndefined();
    // An inactive account at the demo domain (a registration no one can activate) is no reason.
    await testDb.db.update(users).set({ is_active: false });
    await expect(assertProductionReady(testDb.db, PRODUCTION_ENV)).resolves.toBeUndefined();
    await testDb.db
      .update(users)
      .set({ is_active: true })
      .where(eq(users.email, DEMO_ACCOUNTS[1]!.email));
    await expect(assertProductionReady(testDb.db, PRODUCTION_ENV)).rejects.toThrow(
      '(jeweler@maison.test)',
    );
  });

  it('hides the API reference unless API_DOCS=1, and keeps the OpenAPI document', async () => {
    const { app } = testApp(testDb.db);
    stubProduction();
    const docs = await app.request('/api/v1/docs/');
    expect(docs.status).toBe(404);
    expect(await docs.json()).toEqual({ detail: 'Not found.' });
    expect((await app.request('/api/v1/openapi.json')).status).toBe(200);
    vi.stubEnv('API_DOCS', '1');
    expect((await app.request('/api/v1/docs/')).status).toBe(200);
  });

  it('hides the mailbox', async () => {
    const { app } = testApp(testDb.db);
    expect((await app.request('/api/v1/dev/mailbox/')).status).toBe(200);
    stubProduction();
    expect((await app.request('/api/v1/dev/mailbox/')).status).toBe(404);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommerceError, type CommercePort } from '../types';
import { integrationTokens, RENEW_BEFORE_MS } from './auth';
import { CLIENT_NOT_INITIALIZED, createCommerceLayerPort } from './client';
import { fakeFetch, session, type Route } from './fake-api';
import unauthorized from './fixtures/error-unauthorized.json';
import invalidClient from './fixtures/oauth-invalid-client.json';
import token from './fixtures/oauth-token.json';
import skus from './fixtures/skus.json';

/**
 * The adapter's access tokens (docs/decisions/0039): js-auth's client_credentials request to
 * Commerce Layer's token endpoint (fixtures/oauth-token.json after its documented answer),
 * renewal before expiry and once after a 401, and the internal error of 000 §8 without a client.
 * js-auth calls the global fetch, so the tests stub it; the API calls go through the port's.
 */

const second = { ...token, access_token: 'integration-token-2' };
const credentials = { clientId: 'integration-client', clientSecret: 'integration-secret' };

/** The token endpoint answering `answers` in turn (js-auth's fetch is the global one). */
function tokenEndpoint(...answers: Route[]) {
  const auth = fakeFetch({ 'POST /oauth/token': answers });
  vi.stubGlobal('fetch', auth.fetch);
  return auth;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Commerce Layer access tokens (@commercelayer/js-auth)', () => {
  it('asks the token endpoint with the integration credentials', async () => {
    const auth = tokenEndpoint({ status: 200, body: token });
    expect(await integrationTokens(credentials).current()).toBe('integration-token-1');
    const [asked] = auth.requests;
    expect(asked!.method).toBe('POST');
    expect(asked!.url.href).toBe('https://auth.commercelayer.io/oauth/token');
    expect(asked!.body).toEqual({
      grant_type: 'client_credentials',
      client_id: 'integration-client',
      client_secret: 'integration-secret',
    });
    const other = tokenEndpoint({ status: 200, body: token });
    await integrationTokens({ ...credentials, domain: 'commercelayer.co' }).current();
    expect(other.requests[0]!.url.host).toBe('auth.commercelayer.co');
  });

  it('keeps the token until shortly before it expires, then renews it', async () => {
    const auth = tokenEndpoint({ status: 200, body: token }, { status: 200, body: second });
    let clock = Date.now();
    const tokens = integrationTokens(credentials, () => clock);
    expect(await tokens.current()).toBe('integration-token-1');
    // expires_in 7200 s: still kept a second before the renewal margin starts…
    clock += token.expires_in * 1000 - RENEW_BEFORE_MS - 1000;
    expect(await tokens.current()).toBe('integration-token-1');
    expect(auth.requests).toHaveLength(1);
    // …and renewed a second into it, before it has expired.
    clock += 2000;
    expect(await tokens.current()).toBe('integration-token-2');
    expect(auth.requests).toHaveLength(2);
  });

  it('asks once for concurrent calls', async () => {
    const auth = tokenEndpoint({ status: 200, body: token });
    const tokens = integrationTokens(credentials);
    const got = await Promise.all([tokens.current(), tokens.current(), tokens.current()]);
    expect(got).toEqual(Array(3).fill('integration-token-1'));
    expect(auth.requests).toHaveLength(1);
  });

  it('answers refused credentials and an unreachable endpoint as CommerceErrors (503)', async () => {
    tokenEndpoint({ status: 401, body: invalidClient });
    await expect(integrationTokens(credentials).current()).rejects.toMatchObject({
      code: 'unauthorized',
      status: 503,
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(integrationTokens(credentials).current()).rejects.toMatchObject({
      code: 'unavailable',
      status: 503,
    });
  });
});

describe('Commerce Layer adapter with integration tokens', () => {
  const portWith = (routes: Record<string, Route | Route[]>) => {
    const api = fakeFetch(routes);
    return {
      ...api,
      port: createCommerceLayerPort({
        organization: 'maison',
        tokens: integrationTokens(credentials),
        session,
        fetch: api.fetch,
      }),
    };
  };

  it('renews a refused token once and sends the call again', async () => {
    const auth = tokenEndpoint({ status: 200, body: token }, { status: 200, body: second });
    const { port, requests } = portWith({
      'GET /api/skus': [
        { status: 401, body: unauthorized },
        { status: 200, body: skus },
        { status: 200, body: skus },
      ],
    });
    expect(await port.listSkus(['10-1001-0560-1-00'])).toHaveLength(1);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer integration-token-1',
      'Bearer integration-token-2',
    ]);
    // The renewed token serves the next calls.
    await port.listSkus(['10-1001-0560-1-00']);
    expect(requests[2]!.headers.get('authorization')).toBe('Bearer integration-token-2');
    expect(auth.requests).toHaveLength(2);
  });

  it('gives up after one renewal: a second 401 is the unauthorized CommerceError', async () => {
    const auth = tokenEndpoint({ status: 200, body: token }, { status: 200, body: second });
    const { port, requests } = portWith({
      'GET /api/skus': [
        { status: 401, body: unauthorized },
        { status: 401, body: unauthorized },
      ],
    });
    await expect(port.listSkus(['10-1001-0560-1-00'])).rejects.toMatchObject({
      code: 'unauthorized',
      status: 503,
    });
    expect(requests).toHaveLength(2);
    expect(auth.requests).toHaveLength(2);
  });

  it('a fixed token is not renewed', async () => {
    const api = fakeFetch({ 'GET /api/skus': { status: 401, body: unauthorized } });
    const port = createCommerceLayerPort({
      organization: 'maison',
      accessToken: 'integration-token',
      session,
      fetch: api.fetch,
    });
    await expect(port.listSkus(['10-1001-0560-1-00'])).rejects.toMatchObject({
      code: 'unauthorized',
    });
    expect(api.requests).toHaveLength(1);
  });
});

describe('000 §8: the adapter without a client', () => {
  it("throws 'CommerceLayer client not initialized' from every call and sends nothing", async () => {
    const api = fakeFetch({});
    const port = createCommerceLayerPort({ organization: 'maison', session, fetch: api.fetch });
    const calls: Record<keyof CommercePort, () => Promise<unknown>> = {
      listSkus: () => port.listSkus(['10-1001-0560-1-00']),
      findCartOrder: () => port.findCartOrder(),
      createCartOrder: () =>
        port.createCartOrder({ language_code: 'de', customer_email: 'jeweler@maison.test' }),
      retrieveOrder: () => port.retrieveOrder('qaMAhZkZvd'),
      updateShipmentShippingMethod: () =>
        port.updateShipmentShippingMethod('YpLwCnNQgY', 'zrRJwFzDMz'),
      addLineItem: () =>
        port.addLineItem('qaMAhZkZvd', {
          sku_code: '10-1001-0560-1-00',
          quantity: 1,
          unit_amount_cents: 1,
          metadata: {} as never,
        }),
      updateLineItemQuantity: () => port.updateLineItemQuantity('eQJkLtXKRf', 2),
      deleteLineItem: () => port.deleteLineItem('eQJkLtXKRf'),
      authorizeOrder: () => port.authorizeOrder('qaMAhZkZvd'),
      placeOrder: () => port.placeOrder('qaMAhZkZvd'),
      reloadOrder: () => port.reloadOrder('qaMAhZkZvd'),
    };
    for (const [name, run] of Object.entries(calls)) {
      const error = await run().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(Error);
      expect(error, name).not.toBeInstanceOf(CommerceError);
      expect((error as Error).message, name).toBe(CLIENT_NOT_INITIALIZED);
    }
    expect(CLIENT_NOT_INITIALIZED).toBe('CommerceLayer client not initialized');
    expect(api.requests).toEqual([]);
  });
});

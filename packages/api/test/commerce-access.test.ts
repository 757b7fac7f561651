import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { RING_OF_THE_YEAR } from '@maison/db';
import { issueAccessToken } from '../src';
import { issueCommerceToken } from '../src/shared/commerce-token';
import { call, SOLO_LOCATION, type Json } from './portal-helpers';
import { RING_BOX, ROTY, useShopWorld } from './shop-helpers';

/** The shop's access (the commerce token and session) and its catalogue (docs/shop.md). */

const LOCATION = 1;
const w = useShopWorld(LOCATION);
const bearer = (t = w.token) => ({ Authorization: `Bearer ${t}` });
const shop = (method: string, path: string, body?: unknown, t = w.token) =>
  call(w, method, path, { headers: bearer(t), body });

describe('commerce token', () => {
  it('is issued with the claim and the 30-day cookie', async () => {
    const res = await w.app.request(`/api/v1/locations/${LOCATION}/commerce/authenticate/`, {
      method: 'POST',
      headers: { Authorization: `Token ${w.tokens.jeweler}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/_wff_commerce_token=.+Max-Age=2592000/);
    const claims = decodeJwt(((await res.json()) as { token: string }).token);
    expect(claims.token_type).toBe('commerce');
    expect(claims.commerce).toMatchObject({ customer_id: `loc-${LOCATION}`, location: LOCATION });
    expect(claims.exp! - claims.iat!).toBe(2592000);
  });

  it('is refused without an orders permission at the location, or without login', async () => {
    const solo = await call(w, 'POST', `/locations/${SOLO_LOCATION}/commerce/authenticate/`, {
      who: 'solo',
    });
    expect(solo.status).toBe(403);
    const other = await call(w, 'POST', `/locations/${SOLO_LOCATION}/commerce/authenticate/`, {
      who: 'jeweler',
    });
    expect(other.status).toBe(403);
    const anonymous = await call(w, 'POST', `/locations/${LOCATION}/commerce/authenticate/`);
    expect(anonymous.status).toBe(401);
  });

  it('products and limitations refuse a missing, expired, claimless or access token', async () => {
    const expired = await issueCommerceToken(
      w.userIds.jeweler,
      'test-session',
      { customer_id: 'loc-1', location: 1, currency: 'EUR', market: 'DE' },
      { now: Math.floor(Date.now() / 1000) - 100, expiresInS: 10 },
    );
    const secret = new TextEncoder().encode(process.env.JWT_SECRET);
    const claimless = await new SignJWT({ token_type: 'commerce' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(w.userIds.jeweler))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    const partial = await new SignJWT({ token_type: 'commerce', commerce: { location: 1 } })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(w.userIds.jeweler))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    const access = await issueAccessToken({
      id: w.userIds.jeweler,
      email: 'x',
      is_superuser: false,
    });
    for (const path of ['/commerce/products/', '/commerce/limitations/']) {
      expect((await call(w, 'GET', path)).status).toBe(401);
      for (const bad of [expired, claimless, partial, access, 'garbage']) {
        const res = await shop('GET', path, undefined, bad);
        expect(res.status).toBe(401);
        expect(res.json).toEqual({
          detail: 'Invalid commerce token.',
          code: 'commerce_token_invalid',
        });
      }
      expect((await shop('GET', path)).status).toBe(200);
    }
  });
});

describe('commerce session', () => {
  it('reads the token back: user, claim and location names', async () => {
    const res = await shop('GET', '/commerce/session/');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      user: w.userIds.jeweler,
      customer_id: `loc-${LOCATION}`,
      location: LOCATION,
      currency: 'EUR',
      market: 'DE',
    });
    expect((res.json as { location_name: string }).location_name).not.toBe('');
    expect((await call(w, 'GET', '/commerce/session/')).status).toBe(401);
    expect((await shop('GET', '/commerce/session/', undefined, 'garbage')).status).toBe(401);
  });

  it('reads the cookie when the page also sends its access token (Token scheme)', async () => {
    const access = { Authorization: `Token ${w.tokens.jeweler}` };
    const withCookie = await call(w, 'GET', '/commerce/session/', {
      headers: { ...access, cookie: `_wff_commerce_token=${w.token}` },
    });
    expect(withCookie.status).toBe(200);
    expect(withCookie.json).toMatchObject({ location: LOCATION });
    const without = await call(w, 'GET', '/commerce/session/', { headers: access });
    expect(without.status).toBe(401);
  });
});

describe('catalogue', () => {
  it('answers product groups with every Product group field', async () => {
    const res = await shop('GET', '/commerce/products/?language=en&currency=EUR');
    expect(res.status).toBe(200);
    const groups = res.json as Record<string, Json>[];
    const fields = [
      'uuid',
      'name',
      'metaType',
      'productType',
      'metalColors',
      'alloys',
      'isLimited',
      'isRingOfTheYear',
      'skuPrefix',
      'baseSkus',
      'articleLengths',
      'specialLengths',
      'allowEngraving',
      'engravingPrices',
      'standardEngraving',
      'allowSpecialColor',
      'specialColorPrices',
      'hasDefaultEngravingPowerBracelet',
      'useSizeLabels',
      'uvp',
      'products',
      'isDefaultAssortment',
    ];
    for (const g of groups)
      for (const f of fields) expect(g, `${g.skuPrefix} ${f}`).toHaveProperty(f);
    const service = groups.find((g) => g.uuid === RING_BOX)!;
    for (const f of ['orderQuantity', 'maxQuantity', 'unitLabel', 'articleNumber', 'price'])
      expect(service).toHaveProperty(f);
    expect(service.metaType).toBe('service_item');
    const flora = groups.find((g) => g.skuPrefix === '10-1001')!;
    expect(flora.products[0].name).toBe('Flora');
    expect(flora.articleLengths.GG.length).toBe(8);
    // Every card has an image; those without a product story show their generated one.
    for (const g of groups)
      expect(g.products[0]?.imageMain, g.skuPrefix).toMatch(/^\/api\/cms\/v2\/a\/\d+\/.+\.svg$/);
    expect(groups.find((g) => g.uuid === ROTY)!.products).toEqual([
      {
        filterAlloy: ['yellow_gold'],
        fullSlug: 'partner/ring-des-jahres',
        imageMain: expect.stringMatching(/\/10-2027\.svg$/),
        name: 'Ring of the Year 2027',
        name2: 'Ring in yellow gold, limited to 365 pieces',
        type: 'ring',
      },
    ]);
    expect(service.products).toEqual([
      {
        filterAlloy: [],
        fullSlug: '',
        imageMain: expect.stringMatching(/\/90-9001-0-00\.svg$/),
        name: 'Ring box',
        name2: '',
        type: 'ring',
      },
    ]);
    const power = groups.filter((g) => g.hasDefaultEngravingPowerBracelet).map((g) => g.skuPrefix);
    expect(power.sort()).toEqual(['20-2014', '20-2058', '20-2102', '20-2146']);
    expect((await shop('GET', '/commerce/products/?currency=CHF')).status).toBe(400);
  });

  it('answers the free limit numbers of the ring of the year', async () => {
    const res = await shop('GET', '/commerce/limitations/');
    const roty = (res.json as { skuPrefix: string; limitNumbers: number[] }[]).find(
      (l) => l.skuPrefix === RING_OF_THE_YEAR,
    )!;
    expect(roty.limitNumbers).toContain(1);
    expect(roty.limitNumbers).not.toContain(3);
    expect(roty.limitNumbers.length).toBe(365 - 121);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopGroupUuid } from '@maison/db';
import { COMMERCE_PAGE_SIZE } from '@maison/domain';
import { issueCommerceToken } from '../src/shared/commerce-token';
import { call, createPortalWorld, type Json, type PortalWorld } from './portal-helpers';

/** The shop routes in the OpenAPI document, and their request validation (docs/shop.md). */

let w: PortalWorld;
let token: string;

beforeAll(async () => {
  w = await createPortalWorld(0);
  token = await issueCommerceToken(w.userIds.jeweler, 'test-session', {
    customer_id: 'loc-1',
    location: 1,
    currency: 'EUR',
    market: 'DE',
  });
}, 120_000);
afterAll(() => w.testDb.close());

const shop = (method: string, path: string, body?: unknown, bearer = token) =>
  call(w, method, path, { headers: { Authorization: `Bearer ${bearer}` }, body });

/** Every shop route of docs/shop.md, with how it is authenticated. */
const SHOP_ROUTES: [path: string, method: string, security: string | null][] = [
  ['/locations/{id}/commerce/authenticate/', 'post', 'Token'],
  ['/commerce/logout/', 'post', null],
  ['/commerce/session/', 'get', 'CommerceToken'],
  ['/commerce/products/', 'get', 'CommerceToken'],
  ['/commerce/limitations/', 'get', 'CommerceToken'],
  ['/commerce/skus/', 'get', 'CommerceToken'],
  ['/commerce/orders/current/', 'get', 'CommerceToken'],
  ['/commerce/orders/current/line-items/', 'post', 'CommerceToken'],
  ['/commerce/line-items/{id}/', 'patch', 'CommerceToken'],
  ['/commerce/line-items/{id}/', 'delete', 'CommerceToken'],
  ['/commerce/orders/{id}/authorize/', 'post', 'CommerceToken'],
  ['/commerce/orders/{id}/place/', 'post', 'CommerceToken'],
  ['/commerce/orders/{id}/reload/', 'post', 'CommerceToken'],
  ['/commerce/engraving-images/', 'post', 'CommerceToken'],
  ['/commerce/engraving-images/{name}', 'get', null],
];

interface Operation {
  security?: Record<string, unknown>[];
  responses: Record<string, unknown>;
  requestBody?: unknown;
}

describe('OpenAPI', () => {
  it('documents every shop route with its security, request and answers', async () => {
    const res = await w.app.request('/api/v1/openapi.json');
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
    };
    for (const [path, method, security] of SHOP_ROUTES) {
      const op = doc.paths[`/api/v1${path}`]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.security ?? [], `${method} ${path}`).toEqual(security ? [{ [security]: [] }] : []);
      expect(Object.keys(op!.responses).length).toBeGreaterThan(0);
      if (security === 'CommerceToken') expect(op!.responses).toHaveProperty('401');
    }
    const documented = Object.keys(doc.paths).filter((p) => p.includes('/commerce/'));
    expect(documented.sort()).toEqual([...new Set(SHOP_ROUTES.map(([p]) => `/api/v1${p}`))].sort());
    expect(doc.components.securitySchemes.CommerceToken).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    );
    for (const name of [
      'ProductGroup',
      'Limitation',
      'Sku',
      'Order',
      'LineItem',
      'ShopSelection',
      'ShopAddLineItem',
      'ShopError',
      'ShopFieldErrors',
      'CommerceSession',
    ])
      expect(doc.components.schemas, name).toHaveProperty(name);
    expect(doc.paths['/api/v1/commerce/engraving-images/']!.post!.requestBody).toMatchObject({
      content: { 'multipart/form-data': { schema: { required: ['file'] } } },
    });
  });

  it('lists the shop routes on the docs page', async () => {
    const html = await (await w.app.request('/api/v1/docs/')).text();
    for (const path of ['/api/v1/commerce/products/', '/api/v1/commerce/engraving-images/'])
      expect(html).toContain(path);
  });
});

describe('request validation', () => {
  it('answers bad queries with field errors', async () => {
    const language = await shop('GET', '/commerce/products/?language=xx');
    expect(language.status).toBe(400);
    expect(language.json).toEqual({ language: ['"xx" is not a valid choice.'] });
    expect((await shop('GET', '/commerce/products/?language=')).status).toBe(200);
    expect((await shop('GET', '/commerce/products/?currency=CHF')).json).toEqual({
      currency: ["Must be the commerce token's currency (EUR)."],
    });
    const code = await shop('GET', '/commerce/skus/?codes=10-1001-0560-1-00,x');
    expect(code.status).toBe(400);
    expect(code.json).toEqual({ codes: ['Invalid SKU code "x".'] });
    const many = Array.from({ length: COMMERCE_PAGE_SIZE + 1 }, () => '10-1001-1-00').join(',');
    expect((await shop('GET', `/commerce/skus/?codes=${many}`)).json).toEqual({
      codes: [`At most ${COMMERCE_PAGE_SIZE} codes.`],
    });
    const none = await shop('GET', '/commerce/skus/');
    expect(none.status).toBe(200);
    expect(none.json).toEqual([]);
  });

  it('answers bad bodies with field errors, after the token', async () => {
    const missing = await shop('POST', '/commerce/orders/current/line-items/', {});
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ article_group_id: ['This field is required.'] });
    const selection = await shop('POST', '/commerce/orders/current/line-items/', {
      article_group_id: shopGroupUuid('10-1001'),
      selection: { metalColor: 'XX' },
    });
    expect(selection.status).toBe(400);
    expect(Object.keys(selection.json as object).sort()).toEqual(['metalColor', 'orderType']);
    expect((selection.json as Json).orderType).toEqual(['This field is required.']);
    const quantity = await shop('POST', '/commerce/orders/current/line-items/', {
      article_group_id: shopGroupUuid('90-9001-0-00'),
      quantity: 'ten',
    });
    expect(quantity.status).toBe(400);
    expect(Object.keys(quantity.json as object)).toEqual(['quantity']);
    const unknownGroup = await shop('POST', '/commerce/orders/current/line-items/', {
      article_group_id: 'x',
      selection: 'anything',
    });
    expect(unknownGroup.status).toBe(404);

    const patch = await shop(
      'PATCH',
      '/commerce/line-items/00000000-0000-4000-8000-000000000000/',
      {
        quantity: -1,
      },
    );
    expect(patch.status).toBe(400);
    expect(Object.keys(patch.json as object)).toEqual(['quantity']);
    expect(
      (
        await shop('PATCH', '/commerce/line-items/00000000-0000-4000-8000-000000000000/', {
          quantity: 5,
        })
      ).status,
    ).toBe(404);

    const broken = await w.app.request('/api/v1/commerce/orders/current/line-items/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"article_group_id": ',
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { detail: string }).detail).toMatch(/^JSON parse error - /);

    const invalidToken = await shop('POST', '/commerce/orders/current/line-items/', {}, 'x');
    expect(invalidToken.status).toBe(401);
    expect(invalidToken.json).toEqual({
      detail: 'Invalid commerce token.',
      code: 'commerce_token_invalid',
    });
  });

  it('never answers 5xx to random queries, ids and bodies', async () => {
    const paths = [
      '/commerce/products/',
      '/commerce/skus/',
      '/commerce/limitations/',
      '/commerce/orders/current/',
      '/commerce/orders/current/line-items/',
      '/commerce/line-items/{id}/',
      '/commerce/orders/{id}/place/',
      '/commerce/orders/{id}/reload/',
      '/commerce/engraving-images/{id}',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
        fc.constantFrom(...paths),
        fc.string({ maxLength: 80 }),
        fc.dictionary(fc.constantFrom('language', 'currency', 'codes'), fc.string()),
        fc.oneof(fc.jsonValue(), fc.record({ quantity: fc.jsonValue() })),
        async (method, path, id, query, body) => {
          const search = new URLSearchParams(query).toString();
          const url = `${path.replace('{id}', encodeURIComponent(id))}${search ? `?${search}` : ''}`;
          const res = await shop(method, url, method === 'GET' ? undefined : body);
          expect(res.status, `${method} ${url}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});

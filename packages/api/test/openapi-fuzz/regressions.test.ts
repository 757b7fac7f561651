import { describe, expect, it } from 'vitest';
import { jsonRequest } from '../helpers';
import { problem } from './fuzz';
import type { Sent } from './requests';
import { CDN_ROUTES, OPS } from './routes';
import { useFuzzWorld, w } from './world';

useFuzzWorld();

/** What the fuzzer found (each answered 500 or off its documented shape), kept as examples. */
const REGRESSIONS: {
  found: string;
  op: string;
  url: string;
  who?: 'commerce' | 'admin';
  body?: unknown;
  status: number;
}[] = [
  {
    found: 'a mailbox id past the integer range answered 500 (routes/mailbox.ts)',
    op: 'GET /api/v1/dev/mailbox/{id}/',
    url: '/api/v1/dev/mailbox/2147483648/',
    status: 404,
  },
  {
    found: 'an asset id like 1e23 answered 500 (routes/cms.ts)',
    op: 'GET /api/cms/v2/a/{id}/{filename}',
    url: '/api/cms/v2/a/99999999999999999999999/0',
    status: 404,
  },
  {
    found:
      'with_tag answered 500 whatever its value (content/local/store.ts bound the list as a row)',
    op: 'GET /api/cms/v2/cdn/stories',
    url: '/api/cms/v2/cdn/stories?with_tag=x',
    status: 200,
  },
  {
    found: 'with_tag with several tags',
    op: 'GET /api/cms/v2/cdn/stories',
    url: '/api/cms/v2/cdn/stories?with_tag=x,%20',
    status: 200,
  },
  {
    found: 'a malformed story path ("%") answered 500 (routes/cms.ts decodeURIComponent)',
    op: 'GET /api/cms/v2/cdn/stories/{slug}',
    url: '/api/cms/v2/cdn/stories/%',
    status: 404,
  },
  {
    found: 'U+0000 in a CDN query answered 500 (routes/cms.ts)',
    op: 'GET /api/cms/v2/cdn/stories',
    url: '/api/cms/v2/cdn/stories?starts_with=%00',
    status: 422,
  },
  {
    found: 'SKU engraving options 2 and 3 were documented as enum [1] (shop/schemas.ts)',
    op: 'GET /api/v1/commerce/skus/',
    url: '/api/v1/commerce/skus/?codes=10-1001-1-00',
    who: 'commerce',
    status: 200,
  },
  {
    found: 'a story uuid holding U+0000 answered 500 on PostgreSQL (routes/cms.ts)',
    op: 'PUT /api/v1/cms/stories/{uuid}/',
    url: '/api/v1/cms/stories/%00/',
    who: 'admin',
    body: { locales: {}, publish: false },
    status: 404,
  },
];

describe('regressions found by the fuzzer', () => {
  it.each(REGRESSIONS)('$found', async ({ op: key, url, who, body, status }) => {
    const op = [...OPS, ...CDN_ROUTES].find((o) => o.key === key)!;
    const headers: Record<string, string> =
      who === 'commerce'
        ? { Authorization: `Bearer ${w.commerce.jeweler}` }
        : who === 'admin'
          ? { Authorization: `Token ${w.access.admin}` }
          : {};
    const res = await w.app.request(
      url,
      body === undefined ? { headers } : jsonRequest(op.method, body, headers),
    );
    const sent: Sent = {
      url,
      caller: who ?? 'anonymous',
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      text: await res.text(),
      setCookie: null,
    };
    expect(problem(op, sent)).toBeNull();
    expect(sent.status).toBe(status);
  });
});

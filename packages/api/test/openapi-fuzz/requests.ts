import fc from 'fast-check';
import { AUTH_COOKIE_NAME, COMMERCE_COOKIE_NAME } from '@maison/domain';
import { issueAccessToken } from '../../src';
import {
  pathParams,
  queryParams,
  requestBody,
  securitySchemes,
  type Op,
} from '../openapi-kit/document';
import {
  contentTypeArbitrary,
  jsonBodyArbitrary,
  queryArbitrary,
  segmentArbitrary,
} from '../openapi-kit/requests';
import { PNG } from '../shop-helpers';
import { hintsFor } from './hints';
import { doc } from './routes';
import { VALID_BODIES } from './valid-bodies';
import { w } from './world';

/** The generated requests: drafts of every part, the callers that send them, and sending. */

const SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1z"/></svg>';

export interface Caller {
  label: string;
  headers: () => Promise<Record<string, string>>;
}

export interface Draft {
  segments: string[];
  query: [string, string][];
  body: { kind: 'json'; text: string } | { kind: 'form'; parts: FormPart[] } | null;
  contentType: string | null;
  anonymous: number;
  caller: number;
  ip: string;
  /** Proxy and cache headers the API reads (next links, ETags). */
  extra: Record<string, string>;
}

type FormPart = { name: string; kind: 'png' | 'svg' | 'bytes' | 'text'; bytes: Uint8Array };

function formPartsArbitrary(): fc.Arbitrary<FormPart[]> {
  return fc.array(
    fc.record({
      name: fc.oneof(fc.constant('file'), fc.string({ maxLength: 8 })),
      kind: fc.constantFrom('png', 'svg', 'bytes', 'text'),
      bytes: fc.uint8Array({ maxLength: 300 }),
    }),
    { maxLength: 3 },
  );
}

export function draftArbitrary(op: Op): fc.Arbitrary<Draft> {
  const hints = hintsFor(op);
  const segments = fc.tuple(...pathParams(op).map((p) => segmentArbitrary(hints(p.name))));
  const query = queryArbitrary(doc, queryParams(op), hints);
  const declared = requestBody(op);
  const jsonBody = jsonBodyArbitrary(
    doc,
    declared?.type === 'application/json' ? declared.schema : null,
    hints,
    PASSWORD_HASHING.includes(op.key) ? 2 : 8,
  ).map((text) => ({ kind: 'json' as const, text }));
  const valid = VALID_BODIES[op.key]?.();
  const jsonOrValid = valid
    ? fc.oneof(
        { weight: 3, arbitrary: jsonBody },
        {
          weight: 1,
          arbitrary: valid.map((v) => ({ kind: 'json' as const, text: JSON.stringify(v) })),
        },
      )
    : jsonBody;
  let body: fc.Arbitrary<Draft['body']>;
  if (declared?.type === 'multipart/form-data')
    body = fc.oneof(
      {
        weight: 4,
        arbitrary: formPartsArbitrary().map((parts) => ({ kind: 'form' as const, parts })),
      },
      { weight: 1, arbitrary: jsonBody },
    );
  else if (declared) body = jsonOrValid;
  else if (op.method === 'GET') body = fc.constant(null);
  else
    body = fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: jsonBody },
    );
  return fc.record({
    segments: segments as fc.Arbitrary<string[]>,
    query,
    body,
    contentType: contentTypeArbitrary(),
    anonymous: fc.nat(),
    caller: fc.nat(),
    ip: fc.ipV4(),
    extra: fc.record(
      {
        'x-forwarded-host': fc.oneof(fc.domain(), fc.string({ maxLength: 20 })),
        'x-forwarded-proto': fc.constantFrom('https', 'http', 'ftp', '', 'HTTPS,http'),
        'if-none-match': fc.oneof(fc.string({ maxLength: 20 }), fc.constant('*')),
        'accept-language': fc.constantFrom('de', 'ja', 'zh-Hans', '*', ''),
      },
      { requiredKeys: [] },
    ),
  });
}

function urlOf(op: Op, draft: Draft): string {
  let i = 0;
  const path = op.path.replace(/\{\w+\}/g, () => draft.segments[i++] ?? '');
  const query = draft.query
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function bodyInit(draft: Draft): { body?: BodyInit; headers: Record<string, string> } {
  if (!draft.body) return { headers: {} };
  if (draft.body.kind === 'json') {
    const text = draft.body.text;
    return { body: text, headers: draft.contentType ? { 'content-type': draft.contentType } : {} };
  }
  const form = new FormData();
  for (const part of draft.body.parts) {
    if (part.kind === 'text') form.append(part.name, new TextDecoder().decode(part.bytes));
    else {
      const content =
        part.kind === 'png'
          ? new Uint8Array(PNG)
          : part.kind === 'svg'
            ? new TextEncoder().encode(SVG)
            : new Uint8Array(part.bytes);
      const type =
        part.kind === 'png'
          ? 'image/png'
          : part.kind === 'svg'
            ? 'image/svg+xml'
            : 'application/octet-stream';
      form.append(part.name, new File([content], `f.${part.kind}`, { type }));
    }
  }
  return { body: form, headers: {} };
}

const token = (t: string) => async () => ({ Authorization: `Token ${t}` });
const bearer = (t: () => string) => async () => ({ Authorization: `Bearer ${t()}` });

/** The authenticated callers of an operation: a full-permission jeweler and a superuser. */
export function callers(op: Op): Caller[] {
  if (securitySchemes(op).includes('CommerceToken'))
    return (['jeweler', 'admin'] as const).map((who) => ({
      label: `commerce:${who}`,
      headers: bearer(() => w.commerce[who]),
    }));
  if (op.key === 'POST /api/v1/users/set_password/')
    return (['jeweler', 'admin'] as const).map((who) => ({
      label: `throwaway:${who}`,
      headers: async () => ({ Authorization: `Token ${w.pw[who].token}` }),
    }));
  if (op.key === 'POST /api/v1/jwt/logout/')
    return (['jeweler', 'admin'] as const).map((who) => ({
      label: `fresh-session:${who}`,
      headers: async () => ({ Authorization: `Token ${await issueAccessToken(w.users[who])}` }),
    }));
  return (['jeweler', 'admin'] as const).map((who) => ({
    label: who,
    headers: async () => token(w.access[who])(),
  }));
}

/** Anonymous variants: no credentials, garbage ones, or the wrong kind of token. */
export function anonymousCallers(op: Op): Caller[] {
  const out: Caller[] = [
    { label: 'anonymous', headers: async () => ({}) },
    { label: 'anonymous', headers: async () => ({}) },
    { label: 'garbage-token', headers: async () => ({ Authorization: 'Token not.a.jwt' }) },
    { label: 'garbage-bearer', headers: async () => ({ Authorization: 'Bearer x' }) },
  ];
  // Cookies from a foreign page: unsafe methods must refuse them (CSRF), safe ones may read.
  // Not for the two routes that end the jeweler's session with it.
  if (!['POST /api/v1/jwt/logout/', 'POST /api/v1/users/set_password/'].includes(op.key))
    out.push({
      label: 'cookie-cross-origin',
      headers: async () => ({
        Cookie: `${AUTH_COOKIE_NAME}=${w.access.jeweler}; ${COMMERCE_COOKIE_NAME}=${w.commerce.jeweler}`,
        Origin: 'https://evil.example',
      }),
    });
  if (securitySchemes(op).includes('CommerceToken'))
    out.push({
      label: 'access-not-commerce',
      headers: async () => ({ Authorization: `Bearer ${w.access.jeweler}` }),
    });
  return out;
}

/**
 * Handlers that hash or verify a password (argon2, tens of ms each): their valid bodies are
 * rarer, so 200 runs stay cheap while validation still passes often enough.
 */
const PASSWORD_HASHING = [
  'POST /api/v1/jwt/create/',
  'POST /api/v1/users/',
  'POST /api/v1/users/set_password/',
];

export const RATE_LIMITED = [
  'POST /api/v1/forms/',
  'PATCH /api/v1/forms/{uuid}/',
  'POST /api/v1/jwt/create/',
  'POST /api/v1/users/reset-password/',
  'POST /api/v1/users/resend_activation/',
  'POST /api/v1/client-errors/',
  'POST /api/v1/commerce/engraving-images/',
];

export interface Sent {
  url: string;
  caller: string;
  status: number;
  contentType: string;
  text: string;
  setCookie: string | null;
}

export async function send(op: Op, draft: Draft, caller: Caller): Promise<Sent> {
  const url = urlOf(op, draft);
  const { body, headers } = bodyInit(draft);
  const res = await w.app.request(url, {
    method: op.method,
    headers: {
      ...draft.extra,
      ...headers,
      ...(await caller.headers()),
      'x-forwarded-for': draft.ip,
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  return {
    url,
    caller: caller.label,
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text,
    setCookie: res.headers.get('set-cookie'),
  };
}

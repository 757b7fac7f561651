import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { rate_limits } from '@maison/db';
import { AUTH_COOKIE_NAME } from '@maison/domain';
import type { Op } from '../openapi-kit/document';
import { errorShapeProblem, responseSchema, schemaProblems } from '../openapi-kit/answers';
import {
  anonymousCallers,
  callers,
  draftArbitrary,
  RATE_LIMITED,
  send,
  type Caller,
  type Draft,
  type Sent,
} from './requests';
import { CDN_ROUTES, doc, OPS, partOf, type Part } from './routes';
import { refillCart, useFuzzWorld, w, type CartView } from './world';

/**
 * Issue 14: every operation of the OpenAPI document is fuzzed with FUZZ_RUNS (200) generated
 * requests: path values, queries and bodies that are arbitrary, and others derived from the
 * operation's declared schemas with the fixture's ids and choices mixed in, so validation passes
 * often enough for the handlers to run. Each generated request is sent twice: anonymously (no
 * credentials, or garbage ones) and as a caller drawn from a jeweler with every permission and
 * a superuser (for shop routes their commerce Bearer tokens). Every answer must be below 500; a
 * 4xx must have the documented error shape (openapi-kit errorShapeProblem); a 2xx JSON answer
 * must match its declared schema. The content routes under /api/cms/v2 are not in the document;
 * they are listed by hand (routes.ts; Storyblok's error shape).
 *
 * One database per test file (world.ts: seed size 3, a few dozen inventory items, the forms and
 * content fixture packs; routes.ts says which file fuzzes which operation). Operations whose
 * success changes the fixture run against throwaway objects:
 * - inventory actions and order notes: only the items and orders of THROWAWAY_LOCATION (the
 *   jeweler's location 5) and unknown serials are offered; refusals at foreign locations are the
 *   authorization matrix's subject (authz-matrix/);
 * - set_password: two throwaway accounts (a jeweler and a superuser) whose current password the
 *   suite tracks, following the new session cookie a change answers;
 * - jwt/logout: a fresh session per request (a logout ends the session it presents);
 * - cms story PUT: a throwaway story of the forms fixture (the newsletter confirmation page);
 * - activation and reset-password-confirm: one real uid/token pair each from the mailbox; once
 *   used, the fuzzer sees the handler's refusals (the success path is accounts/'s);
 * - rate-limited routes (forms, login, reset, uploads): the counters are cleared before each
 *   request, so the handlers run rather than answer 429 (429 itself is checked in app tests).
 */

const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** The statuses each operation answered (FUZZ_REPORT prints them). */
const statuses = new Map<string, Map<number, number>>();

function reachedRoute(op: Op, url: string): boolean {
  const pattern = op.path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(new URL(url, 'http://localhost').pathname);
}

/** Why an answer breaks the contract, or null. */
export function problem(op: Op, sent: Sent): string | null {
  if (sent.status >= 500) return `answered ${sent.status}`;
  if (sent.status >= 400) {
    const shape = errorShapeProblem(sent.url, sent.contentType, sent.text);
    return shape ? `${sent.status} not in the error shape: ${shape}` : null;
  }
  // A dot segment ("..", "%2e") is resolved by the URL parser, as by any client: the request
  // may have reached another route, whose answer this operation's schema does not describe.
  const schema = reachedRoute(op, sent.url) ? responseSchema(op, sent.status) : null;
  if (schema && /json/.test(sent.contentType)) {
    const problems = schemaProblems(doc, schema, JSON.parse(sent.text));
    if (problems.length) return `${sent.status} not as documented: ${problems.join('; ')}`;
  }
  return null;
}

function record(op: Op, status: number) {
  const counts = statuses.get(op.key) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statuses.set(op.key, counts);
}

/** Keeps the fixture usable after a request that succeeded in changing it. */
async function afterSuccess(op: Op, caller: Caller, draft: Draft, sent: Sent): Promise<void> {
  if (sent.status >= 300) return;
  if (op.key === 'POST /api/v1/users/set_password/') {
    const who = caller.label.endsWith('admin') ? 'admin' : 'jeweler';
    const cookie = new RegExp(`${AUTH_COOKIE_NAME}=([^;]+)`).exec(sent.setCookie ?? '')?.[1];
    const body = JSON.parse(draft.body?.kind === 'json' ? draft.body.text : '{}') as {
      new_password?: string;
    };
    if (!cookie || !body.new_password) throw new Error('set_password: no new session cookie');
    w.pw[who] = { ...w.pw[who], token: cookie, password: body.new_password };
  }
  if (op.path.startsWith('/api/v1/commerce/') && caller.label.startsWith('commerce:')) {
    // The answer carries the cart (or the placed order): no extra request to follow it.
    const who = caller.label.endsWith('admin') ? 'admin' : 'jeweler';
    const body = JSON.parse(sent.text || 'null') as { order?: CartView } | CartView | null;
    const order = body && 'order' in body ? body.order : (body as CartView | null);
    if (!order || !Array.isArray(order.line_items) || typeof order.status !== 'string') return;
    if (order.status === 'placed' || order.line_items.length === 0) await refillCart(who);
    else w.carts[who] = { order: order.id, lineItems: order.line_items.map((l) => l.id) };
  }
}

async function fuzz(op: Op): Promise<void> {
  const authenticated = callers(op);
  const anonymous = anonymousCallers(op);
  await fc.assert(
    fc.asyncProperty(draftArbitrary(op), async (draft) => {
      const pair = [
        anonymous[draft.anonymous % anonymous.length] as Caller,
        authenticated[draft.caller % authenticated.length] as Caller,
      ];
      for (const caller of pair) {
        if (RATE_LIMITED.includes(op.key)) await w.db.delete(rate_limits);
        const sent = await send(op, draft, caller);
        record(op, sent.status);
        const wrong = problem(op, sent);
        if (wrong)
          throw new Error(
            `${op.method} ${sent.url} as ${sent.caller}: ${wrong}\n` +
              (sent.status >= 500 ? `logged: ${w.errors.at(-1) ?? '(nothing)'}\n` : '') +
              `body sent: ${draft.body?.kind === 'json' ? draft.body.text.slice(0, 500) : JSON.stringify(draft.body)}\n` +
              `answer: ${sent.text.slice(0, 1000)}`,
          );
        await afterSuccess(op, caller, draft, sent);
      }
    }),
    { numRuns: NUM_RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
  );
}

/** Every operation of `part` fuzzed, on one fixture made for the file. */
export function describeFuzz(part: Part): void {
  useFuzzWorld();
  afterAll(() => {
    if (process.env.FUZZ_REPORT)
      console.warn(
        [...statuses].map(([k, m]) => `${k}: ${JSON.stringify(Object.fromEntries(m))}`).join('\n'),
      );
  });
  const ops = [...OPS, ...CDN_ROUTES].filter((op) => partOf(op) === part);
  describe.each(ops.map((op) => [op.key, op] as const))('%s', (_key, op) => {
    it(`answers ${NUM_RUNS} generated requests, anonymous and authenticated, in contract`, async () => {
      await fuzz(op);
    }, 120_000);
  });
}

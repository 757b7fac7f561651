import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@maison/domain';
import { servedDocument } from '../generated-helpers';
import { jsonRequest } from '../helpers';
import { operations, type Op } from '../openapi-kit/document';
import { PNG } from '../shop-helpers';
import { PROBES } from './probe-table';
import { actionProbe, transferAbroadProbe, type Answer, type Probe, type Request } from './probes';
import { foreignRows, snapshot } from './rows';
import {
  ACTION_RULES,
  ACTIONS,
  ALL_CANARIES,
  GRANTS,
  ROLES,
  RULES,
  SCOPES,
  expectedOutcome,
  holds,
  kindOf,
  visibleCanaries,
  type Kind,
  type Need,
  type Outcome,
  type Role,
  type Scope,
  type Sees,
} from './rules';
import { canary, useMatrixWorld, w } from './world';

/** Running a cell of the matrix, and the generated describe blocks of a test file. */

export const OPS = operations(await servedDocument());

function headersFor(role: Role, scope: Scope, req: Request): Record<string, string> {
  if (role === 'anonymous' || req.auth === 'none') return {};
  if (req.auth === 'token') return { Authorization: `Token ${w.access[role]}` };
  const tokens = w.commerce[role];
  // The token of the scope's location if the role could get one, else its own; a role without
  // any presents its access token, which is no commerce token.
  const token = tokens?.[scope] ?? tokens?.own;
  return { Authorization: `Bearer ${token ?? w.access[role]}` };
}

async function send(role: Role, scope: Scope, req: Request, unscoped = false): Promise<Answer> {
  const headers = headersFor(role, scope, req);
  let init: RequestInit;
  if (req.form) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(PNG)], 'e.png', { type: 'image/png' }));
    init = { method: req.method, headers, body: form };
  } else if (req.body !== undefined) init = jsonRequest(req.method, req.body, headers);
  else init = { method: req.method, headers };
  const res = await w.app.request(req.path, init);
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (req.path.includes('set_password') && res.status === 204 && role !== 'anonymous') {
    // This session goes on with the new cookie; the old token is revoked (decision 0008).
    const cookie = new RegExp(`${AUTH_COOKIE_NAME}=([^;]+)`).exec(
      res.headers.get('set-cookie') ?? '',
    );
    if (cookie?.[1]) w.access[role] = cookie[1];
  }
  return { status: res.status, text, json, headers: res.headers, unscoped };
}

interface Cell {
  role: Role;
  scope: Scope;
}

function leaks(text: string, role: Role, sees: Sees): string[] {
  const visible = visibleCanaries(role, sees);
  return ALL_CANARIES.filter((c) => text.includes(c) && !visible.has(c));
}

async function runCell(key: string, probe: Probe, outcome: Outcome, sees: Sees, cell: Cell) {
  const { role, scope } = cell;
  const req = await probe.request(role, scope);
  const tables = probe.writes ?? [];
  const everything = () => snapshot(tables.map((table) => ({ table })));
  const before = await everything();
  const foreignBefore = await snapshot(foreignRows(tables));
  const answer = await send(role, scope, req);
  const where = `${key} as ${role} at ${scope} (expected ${outcome}): ${answer.status} ${answer.text.slice(0, 300)}`;

  expect(answer.status, where).toBeLessThan(500);
  switch (outcome) {
    case 'unauthenticated':
      expect(answer.status, where).toBe(401);
      expect(
        ALL_CANARIES.filter((c) => answer.text.includes(c)),
        `${where}: leaked`,
      ).toEqual([]);
      expect(await everything(), `${where}: rows changed`).toEqual(before);
      break;
    case 'deny':
      expect(probe.deny ?? [403], where).toContain(answer.status);
      expect(leaks(answer.text, role, sees), `${where}: leaked`).toEqual([]);
      expect(await everything(), `${where}: rows changed`).toEqual(before);
      break;
    case 'isolated':
      expect(answer.status, where).not.toBe(401);
      expect(leaks(answer.text, role, sees), `${where}: leaked`).toEqual([]);
      expect(await snapshot(foreignRows(tables)), `${where}: foreign rows changed`).toEqual(
        foreignBefore,
      );
      break;
    case 'allow': {
      expect(answer.status >= 200 && answer.status < 300, where).toBe(true);
      expect(leaks(answer.text, role, sees), `${where}: leaked`).toEqual([]);
      const shown = probe.shows ? probe.shows(scope, role) : canary(scope);
      if (shown) expect(answer.text, `${where}: does not show ${shown}`).toContain(shown);
      if (tables.length)
        expect(await everything(), `${where}: nothing written`).not.toEqual(before);
      break;
    }
  }
  await probe.check?.(answer, role, scope, outcome);

  if (probe.unscoped && role !== 'anonymous') {
    // The same list without location__in: every row it holds is one the role may view.
    const all = await send(role, scope, probe.unscoped(role), true);
    const at = `${key} unscoped as ${role}: ${all.status} ${all.text.slice(0, 300)}`;
    expect(all.status, at).toBe(200);
    expect(leaks(all.text, role, sees), `${at}: leaked`).toEqual([]);
    await probe.check?.(all, role, scope, 'allow');
  }
}

// ---- The generated matrix ----

export const MATRIX_OPS = OPS.filter((op) => kindOf(op) !== 'public');
// set_password ends the caller's other sessions: last, so earlier cells keep their tokens.
MATRIX_OPS.sort(
  (a, b) =>
    Number(a.key === 'POST /api/v1/users/set_password/') -
    Number(b.key === 'POST /api/v1/users/set_password/'),
);

/** The test files the matrix is cut into (each has its own fixture, so they run in parallel). */
type Part = 'portal' | 'location-users' | 'inventory-actions' | 'shop' | 'staff-and-user';

const PART_OF_KIND: Record<Exclude<Kind, 'public'>, Part> = {
  portal: 'portal',
  shop: 'shop',
  'forms-staff': 'staff-and-user',
  'careers-staff': 'staff-and-user',
  'content-staff': 'staff-and-user',
  user: 'staff-and-user',
};

function partOf(op: Op): Part | null {
  if (op.key === 'POST /api/v1/inventory/actions/') return 'inventory-actions';
  const kind = kindOf(op);
  if (kind === 'portal' && op.key.includes('/locations/{id}/users/')) return 'location-users';
  return kind === 'public' ? null : PART_OF_KIND[kind];
}

const CELLS: Cell[] = ROLES.flatMap((role) => SCOPES.map((scope) => ({ role, scope })));

/** The cells of every operation of `part`, on one fixture made for the file. */
export function describeMatrix(part: Part): void {
  useMatrixWorld();
  for (const op of MATRIX_OPS.filter((o) => partOf(o) === part)) {
    const rule = RULES[op.key];
    describe(`${op.key} [${kindOf(op)}]`, () => {
      if (!rule) return;
      if (op.key === 'POST /api/v1/inventory/actions/') {
        for (const action of ACTIONS) {
          const need: Need = { who: 'permission', permission: ACTION_RULES[action] };
          it.each(CELLS)(`${action} × $role × $scope`, async (cell) => {
            const outcome = expectedOutcome(op.key, need, cell.role, cell.scope);
            await runCell(op.key, actionProbe(action), outcome, need, cell);
          });
        }
        // 002 §6 / docs/portal.md: a transfer needs the permission at the source and the target.
        const transfer: Need = { who: 'permission', permission: 'inventory:transfer_article' };
        it.each(ROLES)('change_location from own to foreign × %s', async (role) => {
          const outcome: Outcome = !GRANTS[role].login
            ? 'unauthenticated'
            : holds(role, 'own', transfer) && holds(role, 'foreign', transfer)
              ? 'allow'
              : 'deny';
          await runCell(op.key, transferAbroadProbe, outcome, transfer, { role, scope: 'own' });
        });
        return;
      }
      it.each(CELLS)('$role × $scope', async (cell) => {
        const outcome = expectedOutcome(op.key, rule.need, cell.role, cell.scope);
        await runCell(op.key, PROBES[op.key]!, outcome, rule.sees ?? rule.need, cell);
      });
    });
  }
}

import { describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import {
  and,
  createOutboxRepository,
  eq,
  portal_invites,
  portal_memberships,
  users,
  type OutboxMessage,
} from '@maison/db';
import { INITIAL_PASSWORD_PAGE_PATH, INVITE_LIFETIME_DAYS, PERMISSIONS } from '@maison/domain';
import { issueAccessToken } from '../src';
import {
  JEWELER_LOCATIONS,
  SOLO_LOCATION,
  call,
  usePortalWorld,
  type Json,
} from './portal-helpers';

/**
 * Issue 19: the location users API (002 §3–§8, docs/portal.md "User management"): every route's
 * success, validation errors and refusals, and the invite and one-time-password paths end to
 * end through the mailbox and the login.
 */

const world = usePortalWorld(0);
const [LOC_A, LOC_B] = JEWELER_LOCATIONS as [number, number];
const FOREIGN = SOLO_LOCATION;
const PASSWORD = 'Saphir-Mondlicht-42';

let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}`;
const person = (last = unique('Neu')) => ({ first_name: 'Anna', last_name: last, gender: 'W' });

let ip = 0;
/** A request from its own client address, so the login throttles never trip. */
type Who = keyof typeof world.tokens;
const as = (who: Who | string | undefined, method: string, path: string, body?: unknown) => {
  const role = who !== undefined && who in world.tokens ? (who as Who) : undefined;
  return call(world, method, path, {
    body,
    who: role,
    headers: {
      'x-forwarded-for': `198.51.100.${++ip % 250}`,
      ...(who && !role ? { Authorization: `Token ${who}` } : {}),
    },
  });
};

const mails = () => createOutboxRepository(world.db).list(500);
async function latestMailTo(to: string): Promise<OutboxMessage> {
  const mail = (await mails()).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
function linkOf(mail: OutboxMessage) {
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
  return { url, uid: url.searchParams.get('uid')!, token: url.searchParams.get('token')! };
}

async function invite(email: string, extra: Record<string, unknown> = {}, loc = LOC_A) {
  return as('jeweler', 'POST', `/locations/${loc}/users/`, {
    location: loc,
    user_data: person(),
    email,
    ...extra,
  });
}

async function login(email: string, password: string) {
  return as(undefined, 'POST', '/jwt/create/', { email, password });
}

/** A portal user made in the database with a session token (a manager with partial rights). */
async function member(
  permissionsAt: Record<number, string[]>,
  extra: Record<string, unknown> = {},
) {
  const [row] = await world.db
    .insert(users)
    .values({
      email: `${unique('member')}@example.com`,
      password: await hash(PASSWORD),
      is_active: true,
      first_name: 'Max',
      last_name: unique('Member'),
      portal_user_type: 'jeweler',
      ...extra,
    })
    .returning();
  for (const [location, permissions] of Object.entries(permissionsAt))
    await world.db
      .insert(portal_memberships)
      .values({ user_id: row!.id, location_id: Number(location), permissions });
  return { id: row!.id, email: row!.email!, token: await issueAccessToken(row!) };
}

async function permissionsOf(userId: number, location: number): Promise<string[] | undefined> {
  const [row] = await world.db
    .select({ permissions: portal_memberships.permissions })
    .from(portal_memberships)
    .where(
      and(eq(portal_memberships.user_id, userId), eq(portal_memberships.location_id, location)),
    );
  return row?.permissions;
}

describe('GET /locations/{id}/users/ and …/pending/', () => {
  it('lists the members ordered by last and first name for location_users:view', async () => {
    const res = await as('jeweler', 'GET', `/locations/${LOC_A}/users/`);
    expect(res.status).toBe(200);
    const list = res.json as Json[];
    expect(list.map((u) => u.user.email)).toContain('jeweler@maison.test');
    const names = list.map((u) => `${u.user.last_name}\u0000${u.user.first_name}`);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const me = list.find((u) => u.user.email === 'jeweler@maison.test')!;
    expect(me).toEqual({
      id: expect.any(Number),
      user: {
        id: world.userIds.jeweler,
        first_name: 'Julia',
        last_name: 'Hofmann',
        email: 'jeweler@maison.test',
        username: null,
        is_superuser: false,
      },
      permissions: [...PERMISSIONS],
      user_id: world.userIds.jeweler,
      location: LOC_A,
      portal_user_type: 'jeweler',
    });
    // solo holds location_users:view at its store.
    const solo = await as('solo', 'GET', `/locations/${FOREIGN}/users/`);
    expect(solo.status).toBe(200);
    expect((solo.json as Json[]).map((u) => u.user.email)).toContain('solo@maison.test');
    expect((await as('admin', 'GET', `/locations/${FOREIGN}/users/`)).status).toBe(200);
  });

  it('refuses others with 403, anonymous callers with 401, a bad id with 400', async () => {
    for (const path of ['users/', 'users/pending/']) {
      expect((await as('jeweler', 'GET', `/locations/${FOREIGN}/${path}`)).status).toBe(403);
      expect((await as('solo', 'GET', `/locations/${LOC_A}/${path}`)).status).toBe(403);
      expect((await as('visitor', 'GET', `/locations/${LOC_A}/${path}`)).status).toBe(403);
      expect((await as(undefined, 'GET', `/locations/${LOC_A}/${path}`)).status).toBe(401);
      expect((await as('jeweler', 'GET', `/locations/999/${path}`)).status).toBe(403);
      expect((await as('admin', 'GET', `/locations/999/${path}`)).status).toBe(404);
      const bad = await as('admin', 'GET', `/locations/abc/${path}`);
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({ id: ['A valid integer is required.'] });
    }
  });

  it('needs location_users:view, not just a membership', async () => {
    const viewer = await member({ [LOC_A]: ['inventory:view_current'] });
    expect((await as(viewer.token, 'GET', `/locations/${LOC_A}/users/`)).status).toBe(403);
    expect((await as(viewer.token, 'GET', `/locations/${LOC_A}/users/pending/`)).status).toBe(403);
  });
});

describe('an invite by e-mail (002 §3, §4)', () => {
  it('mails a link to the initial password page; setting the password makes the membership', async () => {
    const email = `${unique('kollegin')}@example.com`;
    const res = await invite(email.toUpperCase(), {
      permissions: ['location:manage', 'inventory:view_current'],
      language: 'en',
    });
    expect(res.status).toBe(201);
    const body = res.json as Json;
    expect(body.type).toBe('location_invite');
    expect(body.data).toMatchObject({
      email,
      username: null,
      location: LOC_A,
      permissions: ['location:manage', 'inventory:view_current'],
      language: 'en',
      user_data: { first_name: 'Anna', gender: 'W' },
    });
    const lifetime = Date.parse(body.data.expires_at) - Date.parse(body.data.created_at);
    expect(lifetime).toBe(INVITE_LIFETIME_DAYS * 86_400_000);

    const pending = await as('jeweler', 'GET', `/locations/${LOC_A}/users/pending/`);
    expect((pending.json as Json[]).map((i) => i.id)).toContain(body.data.id);
    // Not a member yet, and the account cannot log in.
    const list = await as('jeweler', 'GET', `/locations/${LOC_A}/users/`);
    expect((list.json as Json[]).map((u) => u.user.email)).not.toContain(email);
    expect((await login(email, PASSWORD)).status).toBe(401);

    const mail = await latestMailTo(email);
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Your invitation to the MAISON partner portal');
    const { url, uid, token } = linkOf(mail);
    expect(url.pathname).toBe(`/en/${INITIAL_PASSWORD_PAGE_PATH}`);

    expect(
      (await as(undefined, 'POST', '/users/initial-password/', { uid, token, password: PASSWORD }))
        .status,
    ).toBe(204);
    const loggedIn = await login(email, PASSWORD);
    expect(loggedIn.status).toBe(200);
    expect((loggedIn.json as Json).require_password_reset).toBe(false);
    const me = await as((loggedIn.json as Json).access, 'GET', '/users/me/');
    expect(me.json).toMatchObject({
      email,
      portal_user_type: 'jeweler',
      portal_locations: [
        { location: LOC_A, permissions: ['location:manage', 'inventory:view_current'] },
      ],
      permissions: ['inventory:view_current', 'location:manage'],
      user: { email, first_name: 'Anna', is_superuser: false, username: null },
    });
    // The invite is spent: no longer pending, its link refused.
    const after = await as('jeweler', 'GET', `/locations/${LOC_A}/users/pending/`);
    expect((after.json as Json[]).map((i) => i.id)).not.toContain(body.data.id);
    const again = await as(undefined, 'POST', '/users/initial-password/', {
      uid,
      token,
      password: PASSWORD,
    });
    expect(again).toEqual({ status: 400, json: { token: ['Invalid token for given user.'] } });
  });

  it('defaults to location:manage and German; the de link has no locale prefix', async () => {
    const email = `${unique('standard')}@example.com`;
    const res = await invite(email);
    expect(res.status).toBe(201);
    expect((res.json as Json).data).toMatchObject({
      permissions: ['location:manage'],
      language: 'de',
    });
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('Ihre Einladung zum MAISON Partnerportal');
    expect(linkOf(mail).url.pathname).toBe(`/${INITIAL_PASSWORD_PAGE_PATH}`);
  });

  it('gives an invite with an empty permission list store access, as one without (002 §5)', async () => {
    const res = await invite(`${unique('leer')}@example.com`, { permissions: [] });
    expect(res.status).toBe(201);
    expect((res.json as Json).data).toMatchObject({ permissions: ['location:manage'] });
  });

  it('refuses a second invite to the same address at the location, whatever its case', async () => {
    const email = `${unique('doppelt')}@example.com`;
    expect((await invite(email)).status).toBe(201);
    const twice = await invite(email.replace('doppelt', 'DOPPELT'));
    expect(twice).toEqual({
      status: 400,
      json: { email: ['An invite to this address is already pending at this location.'] },
    });
  });

  it('refuses a wrong uid, a wrong or expired token and a weak password on the initial password', async () => {
    const email = `${unique('abgelaufen')}@example.com`;
    await invite(email);
    const { uid, token } = linkOf(await latestMailTo(email));
    const post = (body: unknown) => as(undefined, 'POST', '/users/initial-password/', body);
    expect(await post({ uid: 'xx', token, password: PASSWORD })).toEqual({
      status: 400,
      json: { uid: ["Invalid user id or user doesn't exist."] },
    });
    expect(await post({ uid, token: 'nope', password: PASSWORD })).toEqual({
      status: 400,
      json: { token: ['Invalid token for given user.'] },
    });
    const weak = await post({ uid, token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.json as Json)).toEqual(['password']);
    expect(await post({ uid, token })).toEqual({
      status: 400,
      json: { password: ['This field is required.'] },
    });
    await world.db
      .update(portal_invites)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(portal_invites.email, email));
    expect(await post({ uid, token, password: PASSWORD })).toEqual({
      status: 400,
      json: { token: ['Invalid token for given user.'] },
    });
    // An expired invite is no longer pending.
    const pending = await as('jeweler', 'GET', `/locations/${LOC_A}/users/pending/`);
    expect((pending.json as Json[]).map((i) => i.email)).not.toContain(email);
  });

  it('gives an existing active account access instead (location_user_exists)', async () => {
    const visitor = await member({});
    const res = await invite(visitor.email.toUpperCase(), {
      permissions: ['inventory:view_current'],
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      type: 'location_user_exists',
      data: {
        user_id: visitor.id,
        location: LOC_A,
        permissions: ['inventory:view_current'],
        portal_user_type: 'jeweler',
      },
    });
    const twice = await invite(visitor.email);
    expect(twice).toEqual({
      status: 400,
      json: { non_field_errors: ['This user already has access to this location.'] },
    });
  });
});

describe('resend and withdraw', () => {
  it('resend mails a new link (the old one stops working) and renews the expiry', async () => {
    const email = `${unique('erneut')}@example.com`;
    const created = (await invite(email)).json as Json;
    const first = linkOf(await latestMailTo(email));
    await world.db
      .update(portal_invites)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(portal_invites.id, created.data.id));
    const path = `/locations/${LOC_A}/users/pending/${created.data.id}/resend/`;
    expect((await as('solo', 'POST', path)).status).toBe(403);
    expect((await as('visitor', 'POST', path)).status).toBe(403);
    expect((await as(undefined, 'POST', path)).status).toBe(401);
    expect(
      (await as('jeweler', 'POST', `/locations/${LOC_B}/users/pending/${created.data.id}/resend/`))
        .status,
    ).toBe(404);
    expect((await as('jeweler', 'POST', path)).status).toBe(204);
    const second = linkOf(await latestMailTo(email));
    expect(second.token).not.toBe(first.token);
    const pending = await as('jeweler', 'GET', `/locations/${LOC_A}/users/pending/`);
    const listed = (pending.json as Json[]).find((i) => i.id === created.data.id);
    expect(Date.parse(listed.expires_at)).toBeGreaterThan(Date.now());
    const post = (token: string) =>
      as(undefined, 'POST', '/users/initial-password/', {
        uid: second.uid,
        token,
        password: PASSWORD,
      });
    expect((await post(first.token)).status).toBe(400);
    expect((await post(second.token)).status).toBe(204);
  });

  it('withdraw ends the invite: gone from the list, its link refused, no resend', async () => {
    const email = `${unique('zurueck')}@example.com`;
    const created = (await invite(email)).json as Json;
    const { uid, token } = linkOf(await latestMailTo(email));
    const path = `/locations/${LOC_A}/users/pending/${created.data.id}/`;
    expect((await as('solo', 'DELETE', path)).status).toBe(403);
    expect((await as(undefined, 'DELETE', path)).status).toBe(401);
    expect((await as('jeweler', 'DELETE', path)).status).toBe(204);
    expect((await as('jeweler', 'DELETE', path)).status).toBe(404);
    expect((await as('jeweler', 'POST', `${path}resend/`)).status).toBe(404);
    const pending = await as('jeweler', 'GET', `/locations/${LOC_A}/users/pending/`);
    expect((pending.json as Json[]).map((i) => i.id)).not.toContain(created.data.id);
    const res = await as(undefined, 'POST', '/users/initial-password/', {
      uid,
      token,
      password: PASSWORD,
    });
    expect(res).toEqual({ status: 400, json: { token: ['Invalid token for given user.'] } });
    // The address can be invited again.
    expect((await invite(email)).status).toBe(201);
  });
});

describe('a user without e-mail (002 §5: username and one-time password)', () => {
  it('answers the password once; the login by username asks for a new password', async () => {
    const username = unique('store_eva_berg_');
    const res = await as('jeweler', 'POST', `/locations/${LOC_A}/users/`, {
      location: LOC_A,
      user_data: person('Berg'),
      username,
      permissions: ['inventory:view_current', 'location:manage'],
    });
    expect(res.status).toBe(201);
    const body = res.json as Json;
    expect(body.type).toBe('location_user_with_one_time_password');
    const password: string = body.data.password;
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{4}(-[A-HJ-NP-Za-km-z2-9]{4}){3}$/);
    expect(body.data.location_user).toMatchObject({
      location: LOC_A,
      permissions: ['inventory:view_current', 'location:manage'],
      user: { username, email: null, last_name: 'Berg' },
    });
    const [row] = await world.db.select().from(users).where(eq(users.username, username));
    expect(row!.password).not.toContain(password);
    expect(row!.require_password_reset).toBe(true);

    const first = await login(username.toUpperCase(), password);
    expect(first.status).toBe(200);
    const answer = first.json as Json;
    expect(answer).toMatchObject({
      require_password_reset: true,
      uid: expect.any(String),
      token: expect.any(String),
    });
    // The narrowed token reads the profile: 000 §3's e-mail is a string.
    const me = await as(answer.access, 'GET', '/users/me/');
    expect(me.json).toMatchObject({ email: '', username, user: { email: null, username } });
    const set = await as(undefined, 'POST', '/users/reset-password-confirm/', {
      uid: answer.uid,
      token: answer.token,
      password: PASSWORD,
    });
    expect(set.status).toBe(204);
    const second = await login(username, PASSWORD);
    expect(second.status).toBe(200);
    expect((second.json as Json).require_password_reset).toBe(false);
  });

  it('gives an existing username (any case) access at another store instead', async () => {
    const username = unique('zweite_filiale_');
    const created = (
      await as('jeweler', 'POST', `/locations/${LOC_A}/users/`, {
        location: LOC_A,
        user_data: person(),
        username,
      })
    ).json as Json;
    const res = await as('jeweler', 'POST', `/locations/${LOC_B}/users/`, {
      location: LOC_B,
      user_data: person(),
      username: username.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      type: 'location_user_exists',
      data: {
        user_id: created.data.location_user.user_id,
        location: LOC_B,
        permissions: ['location:manage'],
      },
    });
  });

  it('logs in by username only for users without e-mail', async () => {
    const email = `${unique('mitmail')}@example.com`;
    const withMail = await member({}, { email, username: unique('hatmail') });
    const [row] = await world.db.select().from(users).where(eq(users.id, withMail.id));
    expect((await login(row!.username!, PASSWORD)).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });
});

describe('POST /locations/{id}/users/ validation (400) and refusals', () => {
  const path = `/locations/${LOC_A}/users/`;
  const valid = () => ({
    location: LOC_A,
    user_data: person(),
    email: `${unique('v')}@example.com`,
  });

  it.each([
    [
      'neither e-mail nor username',
      { email: undefined },
      { email: ['Give either an e-mail address or a username.'] },
    ],
    [
      'both e-mail and username',
      { username: 'beides' },
      { email: ['Give either an e-mail address or a username.'] },
    ],
    ['a bad e-mail', { email: 'not-an-address' }, { email: ['Enter a valid email address.'] }],
    [
      'an unknown permission',
      { permissions: ['root:all'] },
      { permissions: ['"root:all" is not a valid choice.'] },
    ],
    [
      'a location other than the path',
      { location: LOC_B },
      { location: ['The location must be the one in the path.'] },
    ],
    [
      'a missing first name',
      { user_data: { last_name: 'X', gender: 'W' } },
      { 'user_data.first_name': ['This field is required.'] },
    ],
    [
      'a blank last name',
      { user_data: { first_name: 'X', last_name: ' ', gender: 'W' } },
      { 'user_data.last_name': ['This field may not be blank.'] },
    ],
    [
      'a bad gender',
      { user_data: { first_name: 'X', last_name: 'Y', gender: 'Q' } },
      { 'user_data.gender': ['"Q" is not a valid choice.'] },
    ],
    ['a bad language', { language: 'fr' }, { language: ['"fr" is not a valid choice.'] }],
    [
      'a bad user type',
      { portal_user_type: 'root' },
      { portal_user_type: ['"root" is not a valid choice.'] },
    ],
    [
      'a bad username',
      { email: undefined, username: 'mit leerzeichen' },
      { username: [expect.stringContaining('Enter a valid username.')] },
    ],
  ])('%s', async (_name, change, errors) => {
    const res = await as('jeweler', 'POST', path, { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(errors);
  });

  it('refuses callers without location_users:manage there', async () => {
    expect(
      (await as('solo', 'POST', `/locations/${FOREIGN}/users/`, { ...valid(), location: FOREIGN }))
        .status,
    ).toBe(403);
    expect(
      (
        await as('jeweler', 'POST', `/locations/${FOREIGN}/users/`, {
          ...valid(),
          location: FOREIGN,
        })
      ).status,
    ).toBe(403);
    expect((await as('visitor', 'POST', path, valid())).status).toBe(403);
    expect((await as(undefined, 'POST', path, valid())).status).toBe(401);
    expect((await as(undefined, 'POST', path, { nonsense: true })).status).toBe(401);
  });

  it('refuses a permission the editor lacks there (privilege escalation)', async () => {
    const manager = await member({ [LOC_A]: ['location_users:manage', 'location:manage'] });
    const escalate = await as(manager.token, 'POST', path, {
      ...valid(),
      permissions: ['inventory:archive_item'],
    });
    expect(escalate).toEqual({
      status: 403,
      json: { detail: 'You cannot give a permission you do not hold at this location.' },
    });
    expect((await as(manager.token, 'POST', path, valid())).status).toBe(201);
  });

  it('refuses inviting oneself and a user type only the brand chooses', async () => {
    expect(
      (await as('jeweler', 'POST', path, { ...valid(), email: 'jeweler@maison.test' })).status,
    ).toBe(403);
    expect(
      (await as('jeweler', 'POST', path, { ...valid(), portal_user_type: 'maison' })).status,
    ).toBe(403);
    const brand = await member(
      { [LOC_A]: ['location_users:manage', 'location:manage'] },
      { portal_user_type: 'maison' },
    );
    expect(await as(brand.token, 'POST', path, valid())).toEqual({
      status: 400,
      json: { portal_user_type: ['Choose the user type.'] },
    });
    const typed = await as(brand.token, 'POST', path, { ...valid(), portal_user_type: 'maison' });
    expect(typed.status).toBe(201);
  });
});

describe('GET, PATCH and DELETE /locations/{id}/users/{userId}/', () => {
  it('GET answers the membership; 404 for a non-member, 403 without location_users:view', async () => {
    const target = await member({ [LOC_A]: ['location:manage'] });
    const res = await as('jeweler', 'GET', `/locations/${LOC_A}/users/${target.id}/`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      user_id: target.id,
      location: LOC_A,
      permissions: ['location:manage'],
    });
    expect((await as('jeweler', 'GET', `/locations/${LOC_B}/users/${target.id}/`)).status).toBe(
      404,
    );
    expect((await as('solo', 'GET', `/locations/${LOC_A}/users/${target.id}/`)).status).toBe(403);
    expect((await as(undefined, 'GET', `/locations/${LOC_A}/users/${target.id}/`)).status).toBe(
      401,
    );
  });

  it('PATCH replaces the permissions; unknown strings 400, non-members 404', async () => {
    const target = await member({ [LOC_A]: ['location:manage'] });
    const path = `/locations/${LOC_A}/users/${target.id}/`;
    const res = await as('jeweler', 'PATCH', path, {
      permissions: ['location:manage', 'inventory:view_sell_in'],
    });
    expect(res.status).toBe(200);
    expect((res.json as Json).permissions).toEqual(['location:manage', 'inventory:view_sell_in']);
    expect(await permissionsOf(target.id, LOC_A)).toEqual([
      'location:manage',
      'inventory:view_sell_in',
    ]);
    // It takes effect for that user at once.
    const me = await as(target.token, 'GET', '/users/me/');
    expect((me.json as Json).permissions).toEqual(['inventory:view_sell_in', 'location:manage']);
    expect(
      await as('jeweler', 'PATCH', path, { permissions: ['nope', 'location:manage'] }),
    ).toEqual({
      status: 400,
      json: { permissions: ['"nope" is not a valid choice.'] },
    });
    expect(await as('jeweler', 'PATCH', path, { permissions: 'location:manage' })).toEqual({
      status: 400,
      json: { permissions: ['Expected a list of items.'] },
    });
    expect(await as('jeweler', 'PATCH', path, {})).toEqual({
      status: 400,
      json: { permissions: ['This field is required.'] },
    });
    expect(
      (await as('jeweler', 'PATCH', `/locations/${LOC_B}/users/${target.id}/`, { permissions: [] }))
        .status,
    ).toBe(404);
    expect((await as('solo', 'PATCH', path, { permissions: [] })).status).toBe(403);
    expect((await as(undefined, 'PATCH', path, { permissions: [] })).status).toBe(401);
  });

  it('PATCH never adds what the editor lacks, but keeps what the user held', async () => {
    const manager = await member({ [LOC_A]: ['location_users:manage', 'location:manage'] });
    const target = await member({ [LOC_A]: ['location:manage', 'inventory:archive_item'] });
    const path = `/locations/${LOC_A}/users/${target.id}/`;
    const add = await as(manager.token, 'PATCH', path, {
      permissions: ['location:manage', 'inventory:view_current'],
    });
    expect(add.status).toBe(403);
    expect(await permissionsOf(target.id, LOC_A)).toEqual([
      'location:manage',
      'inventory:archive_item',
    ]);
    const keep = await as(manager.token, 'PATCH', path, {
      permissions: ['inventory:archive_item'],
    });
    expect(keep.status).toBe(200);
    expect(await permissionsOf(target.id, LOC_A)).toEqual(['inventory:archive_item']);
  });

  it('nobody edits or removes themselves', async () => {
    const me = `/locations/${LOC_A}/users/${world.userIds.jeweler}/`;
    expect((await as('jeweler', 'PATCH', me, { permissions: [] })).status).toBe(403);
    expect((await as('jeweler', 'DELETE', me)).status).toBe(403);
    expect(
      (await as('jeweler', 'POST', `/locations/${LOC_A}/users/${world.userIds.jeweler}/access/`))
        .status,
    ).toBe(403);
    expect(await permissionsOf(world.userIds.jeweler, LOC_A)).toEqual([...PERMISSIONS]);
  });

  it('DELETE revokes a store; the last store takes the portal access, the account stays', async () => {
    const target = await member({ [LOC_A]: ['location:manage'], [LOC_B]: ['location:manage'] });
    expect((await as('solo', 'DELETE', `/locations/${LOC_A}/users/${target.id}/`)).status).toBe(
      403,
    );
    expect((await as('jeweler', 'DELETE', `/locations/${LOC_A}/users/${target.id}/`)).status).toBe(
      204,
    );
    expect((await as('jeweler', 'DELETE', `/locations/${LOC_A}/users/${target.id}/`)).status).toBe(
      404,
    );
    const [kept] = await world.db.select().from(users).where(eq(users.id, target.id));
    expect(kept!.portal_user_type).toBe('jeweler');
    expect((await as('jeweler', 'DELETE', `/locations/${LOC_B}/users/${target.id}/`)).status).toBe(
      204,
    );
    const [gone] = await world.db.select().from(users).where(eq(users.id, target.id));
    expect(gone).toMatchObject({ portal_user_type: null, is_active: true });
    const me = await as(target.token, 'GET', '/users/me/');
    expect(me.json).toMatchObject({
      portal_locations: [],
      permissions: [],
      portal_user_type: null,
    });
  });
});

describe('POST /locations/{id}/users/{userId}/access/ (grant store access)', () => {
  it('gives location:manage and the partner type to a user of another managed store', async () => {
    const target = await member(
      { [LOC_A]: ['inventory:view_current'] },
      { portal_user_type: null },
    );
    const path = `/locations/${LOC_B}/users/${target.id}/access/`;
    expect((await as('solo', 'POST', path)).status).toBe(403);
    expect((await as(undefined, 'POST', path)).status).toBe(401);
    const res = await as('jeweler', 'POST', path);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      user_id: target.id,
      location: LOC_B,
      permissions: ['location:manage'],
      portal_user_type: 'jeweler',
    });
    expect(await as('jeweler', 'POST', path)).toEqual({
      status: 400,
      json: { non_field_errors: ['This user already has access to this location.'] },
    });
  });

  it('answers 404 for a user the editor cannot see; a superuser sees everyone', async () => {
    const stranger = await member({ [FOREIGN]: ['location:manage'] });
    expect(
      (await as('jeweler', 'POST', `/locations/${LOC_A}/users/${stranger.id}/access/`)).status,
    ).toBe(404);
    expect(await permissionsOf(stranger.id, LOC_A)).toBeUndefined();
    expect((await as('jeweler', 'POST', `/locations/${LOC_A}/users/999999/access/`)).status).toBe(
      404,
    );
    expect(
      (await as('admin', 'POST', `/locations/${LOC_A}/users/${stranger.id}/access/`)).status,
    ).toBe(201);
  });

  it('refuses an editor who lacks location:manage there', async () => {
    const manager = await member({
      [LOC_A]: ['location_users:manage'],
      [LOC_B]: ['location_users:manage'],
    });
    const target = await member({ [LOC_A]: ['location:manage'] });
    expect(
      (await as(manager.token, 'POST', `/locations/${LOC_B}/users/${target.id}/access/`)).status,
    ).toBe(403);
  });
});

describe('GET /users/me/ (002 §3 beside 000 §3)', () => {
  it('adds the user object and the union of the permissions; every one for a superuser', async () => {
    const solo = await as('solo', 'GET', '/users/me/');
    expect(solo.json).toMatchObject({
      email: 'solo@maison.test',
      user: {
        first_name: 'Stefan',
        last_name: 'Pichler',
        email: 'solo@maison.test',
        username: null,
        is_superuser: false,
      },
      portal_user_type: 'jeweler',
    });
    expect((solo.json as Json).permissions).not.toContain('location_users:manage');
    const admin = await as('admin', 'GET', '/users/me/');
    expect((admin.json as Json).permissions).toEqual([...PERMISSIONS]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@maison/db';
import { activeUser, auth, call, login, useAccountsWorld } from './kit';

/** The caller's own account (users/me) and its locations and organizations. */

useAccountsWorld();

describe('me', () => {
  it('401 without a valid token', async () => {
    expect(await call('GET', '/users/me/')).toMatchObject({
      status: 401,
      json: { detail: 'Authentication credentials were not provided.' },
    });
    expect((await call('GET', '/users/me/', undefined, auth('nope'))).status).toBe(401);
    expect((await call('PATCH', '/users/me/', { newsletter: true })).status).toBe(401);
  });

  it('answers the full user', async () => {
    const access = ((await login('jeweler@maison.test', DEMO_PASSWORD)).json as { access: string })
      .access;
    const { status, json } = await call('GET', '/users/me/', undefined, auth(access));
    expect(status).toBe(200);
    expect(Object.keys(json as object).sort()).toEqual(
      [
        'email',
        'first_name',
        'gender',
        'id',
        'is_superuser',
        'language',
        'last_name',
        'newsletter',
        'permissions',
        'portal_locations',
        'portal_user_type',
        'title',
        'user',
        'username',
        'wishlist',
      ].sort(),
    );
    // 002 §3's portal user beside 000 §3's fields (issue 19).
    expect((json as { user: unknown }).user).toEqual({
      first_name: 'Julia',
      last_name: 'Hofmann',
      email: 'jeweler@maison.test',
      username: null,
      is_superuser: false,
    });
    expect((json as { permissions: string[] }).permissions).toHaveLength(19);
    expect(json).toMatchObject({
      email: 'jeweler@maison.test',
      is_superuser: false,
      newsletter: false,
      title: null,
      gender: null,
    });
    expect((json as { portal_locations: unknown[] }).portal_locations).toHaveLength(4);
  });

  it('patches profile fields, ignores read-only ones and deduplicates the wishlist', async () => {
    const access = await activeUser('patch@example.com');
    const { status, json } = await call(
      'PATCH',
      '/users/me/',
      {
        email: 'other@example.com',
        id: 1,
        is_superuser: true,
        first_name: 'Maria',
        title: 'PROF_DR',
        gender: 'W',
        newsletter: true,
        language: 'ja',
        wishlist: [
          { article: 'R-100', date_added: '2026-01-01T10:00:00Z' },
          { article: 'N-200', date_added: '2026-01-02T10:00:00Z' },
          { article: 'R-100', date_added: '2026-01-03T10:00:00+01:00' },
        ],
      },
      auth(access),
    );
    expect(status).toBe(200);
    expect(json).toMatchObject({
      email: 'patch@example.com',
      is_superuser: false,
      first_name: 'Maria',
      title: 'PROF_DR',
      gender: 'W',
      newsletter: true,
      language: 'ja',
      wishlist: [
        { article: 'N-200', date_added: '2026-01-02T10:00:00Z' },
        { article: 'R-100', date_added: '2026-01-03T10:00:00+01:00' },
      ],
    });
  });

  it('rejects invalid wishlists and choices with field errors', async () => {
    const access = await activeUser('wish@example.com');
    const bad = await call(
      'PATCH',
      '/users/me/',
      { wishlist: [{ article: '', date_added: 'yesterday' }], title: 'SIR', gender: 'X' },
      auth(access),
    );
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      'wishlist.0.article': ['This field may not be blank.'],
      'wishlist.0.date_added': [
        'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
      ],
      title: ['"SIR" is not a valid choice.'],
      gender: ['"X" is not a valid choice.'],
    });
    const many = Array.from({ length: 501 }, (_, i) => ({
      article: `A${i}`,
      date_added: '2026-01-01T00:00:00Z',
    }));
    const tooMany = await call('PATCH', '/users/me/', { wishlist: many }, auth(access));
    expect(tooMany).toMatchObject({
      status: 400,
      json: { wishlist: ['Ensure this field has no more than 500 elements.'] },
    });
    const notList = await call('PATCH', '/users/me/', { wishlist: 'R-1' }, auth(access));
    expect(notList.json).toEqual({ wishlist: ['Expected a list of items but got type "str".'] });
  });

  it('keeps usernames unique', async () => {
    const a = await activeUser('user-a@example.com');
    const b = await activeUser('user-b@example.com');
    expect((await call('PATCH', '/users/me/', { username: 'anna_b' }, auth(a))).status).toBe(200);
    const taken = await call('PATCH', '/users/me/', { username: 'anna_b' }, auth(b));
    expect(taken).toMatchObject({
      status: 400,
      json: { username: ['A user with that username already exists.'] },
    });
  });
});

describe('locations and organizations', () => {
  async function accessOf(email: string) {
    return ((await login(email, DEMO_PASSWORD)).json as { access: string }).access;
  }

  it('answer the caller’s own, all for a superuser, 401 without a user', async () => {
    expect((await call('GET', '/locations/')).status).toBe(401);
    expect((await call('GET', '/organizations/')).status).toBe(401);
    const jeweler = await accessOf('jeweler@maison.test');
    const locations = (await call('GET', '/locations/', undefined, auth(jeweler))).json as Record<
      string,
      unknown
    >[];
    expect(locations).toHaveLength(4);
    expect(Object.keys(locations[0] ?? {}).sort()).toEqual([
      'country',
      'currency',
      'id',
      'name',
      'organization',
    ]);
    const orgs = (await call('GET', '/organizations/', undefined, auth(jeweler))).json as Record<
      string,
      unknown
    >[];
    expect(orgs).toHaveLength(2);
    expect(Object.keys(orgs[0] ?? {}).sort()).toEqual(['id', 'name']);
    const admin = await accessOf('admin@maison.test');
    const all = (await call('GET', '/locations/', undefined, auth(admin))).json as unknown[];
    expect(all.length).toBeGreaterThan(4);
    const none = await call(
      'GET',
      '/locations/',
      undefined,
      auth(await activeUser('nolocations@example.com')),
    );
    expect(none).toMatchObject({ status: 200, json: [] });
  });
});

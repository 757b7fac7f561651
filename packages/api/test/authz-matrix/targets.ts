import { cms_stories, portal_invites, portal_memberships, users } from '@maison/db';
import type { LocationKey, Scope } from './rules';
import { canary, locOf, locationId, nextSerial, w } from './world';

/** Targets made fresh per cell for the probes that change or remove one. */

/** A fresh portal user whose only store is `key`, named after it (issue 19's targets). */
export async function newMember(key: LocationKey): Promise<number> {
  const n = nextSerial();
  const [row] = await w.db
    .insert(users)
    .values({
      email: `member-${n}@matrix.test`,
      password: '!',
      is_active: true,
      first_name: `Member ${key}`,
      last_name: `Matrix ${n}`,
      portal_user_type: 'jeweler',
    })
    .returning({ id: users.id });
  await w.db
    .insert(portal_memberships)
    .values({ user_id: row!.id, location_id: locationId(key), permissions: ['location:manage'] });
  return row!.id;
}

/** A fresh pending invite at the scope's location, its invited name the location's canary. */
export async function newInvite(scope: Scope): Promise<number> {
  const n = nextSerial();
  const email = `invite-${n}@matrix.test`;
  const [user] = await w.db
    .insert(users)
    .values({ email, password: '!', first_name: `Invited ${canary(scope)}` })
    .returning({ id: users.id });
  const [invite] = await w.db
    .insert(portal_invites)
    .values({
      location_id: locOf(scope),
      user_id: user!.id,
      email,
      user_data: { first_name: `Invited ${canary(scope)}`, last_name: 'Matrix', gender: null },
      permissions: ['location:manage'],
      language: 'de',
      portal_user_type: 'jeweler',
      token_hash: `matrix-${n}`,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: portal_invites.id });
  return invite!.id;
}

/** A published page story at the root, for the probes that unpublish or delete one. */
export async function newStory(): Promise<string> {
  const slug = `matrix-${nextSerial()}`;
  const version = { name: slug, slug, content: { component: 'page', _uid: slug, body: [] } };
  const [row] = await w.db
    .insert(cms_stories)
    .values({
      uuid: `5a1f0000-0000-4000-9000-${String(nextSerial()).padStart(12, '0')}`,
      full_slug: slug,
      slug,
      component: 'page',
      draft: { de: version },
      published: { de: version },
      published_at: new Date(),
    })
    .returning({ uuid: cms_stories.uuid });
  return row!.uuid;
}

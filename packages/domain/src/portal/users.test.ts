import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { USERNAME_PART_MAX_LENGTH } from '../constants/portal';
import { PERMISSIONS, type Permission, type PermissionSubject } from '../permissions';
import {
  DEFAULT_INVITE_PERMISSIONS,
  invitePermissions,
  PERMISSION_CATEGORIES,
  generateUsername,
  grantablePermissions,
  isLastStore,
  matrixState,
  usernamePart,
} from './users';

/** A random source answering the given values in turn (then 0). */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++] ?? 0;
};

describe('generateUsername (002 §5)', () => {
  it('joins the normalized location, first and last name and two random characters', () => {
    expect(generateUsername('Juwelier Berlin', 'Anna', 'Schmidt', sequence(0, 0.99))).toBe(
      'juwelierbe_anna_schmidt_a9',
    );
  });

  it('removes accents and non-alphanumerics and lowercases', () => {
    expect(generateUsername('Bijouterie Genève', 'Zoë', "O'Brien-Müller", sequence(0, 0))).toBe(
      'bijouterie_zoe_obrienmull_aa',
    );
    expect(usernamePart('Straße Ærø Łódź')).toBe('strasseaer');
    expect(usernamePart('José María')).toBe('josemaria');
  });

  it('cuts every name part at 10 characters', () => {
    const name = generateUsername(
      'Maximilianstraße Juweliere',
      'Bartholomäus',
      'Schwarzenberger-Hohenlohe',
      sequence(0.5, 0.5),
    );
    expect(name).toBe('maximilian_bartholoma_schwarzenb_ss');
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (location, first, last) => {
        const parts = generateUsername(location, first, last).split('_');
        const suffix = parts.pop()!;
        expect(suffix).toMatch(/^[a-z0-9]{2}$/);
        for (const part of parts) {
          expect(part).toMatch(/^[a-z0-9]+$/);
          expect(part.length).toBeLessThanOrEqual(USERNAME_PART_MAX_LENGTH);
        }
      }),
    );
  });

  it('leaves out parts without Latin letters or digits', () => {
    expect(generateUsername('東京 Ginza', '花子', '山田', sequence(0.1, 0.2))).toBe('ginza_dh');
  });

  it('gives another name for other random characters (a taken name is asked again)', () => {
    const first = generateUsername('Store', 'Eva', 'Berg', sequence(0, 0));
    const second = generateUsername('Store', 'Eva', 'Berg', sequence(0, 0.03));
    expect(first).toBe('store_eva_berg_aa');
    expect(second).toBe('store_eva_berg_ab');
    expect(second).not.toBe(first);
    // The two characters name 36² usernames per person and store.
    const names = new Set<string>();
    for (let a = 0; a < 36; a += 1)
      for (let b = 0; b < 36; b += 1)
        names.add(generateUsername('Store', 'Eva', 'Berg', sequence(a / 36, b / 36)));
    expect(names.size).toBe(36 * 36);
  });

  it('never indexes past the alphabet for a random value of 1', () => {
    expect(generateUsername('A', 'B', 'C', () => 1)).toBe('a_b_c_99');
  });
});

describe('permission categories (002 §6)', () => {
  it('place each of the 19 permission strings in exactly one category', () => {
    const listed = Object.values(PERMISSION_CATEGORIES).flat();
    expect([...listed].sort()).toEqual([...PERMISSIONS].sort());
    expect(Object.keys(PERMISSION_CATEGORIES)).toEqual([
      'Global',
      'Location',
      'Views',
      'Actions',
      'B2B',
    ]);
  });

  it('default an invite to store access', () => {
    expect(DEFAULT_INVITE_PERMISSIONS).toEqual(['location:manage']);
  });

  it('give an invite the default when no permission is chosen, left out or empty', () => {
    expect(invitePermissions(undefined)).toEqual(['location:manage']);
    expect(invitePermissions([])).toEqual(['location:manage']);
    expect(invitePermissions(['inventory:view_current'])).toEqual(['inventory:view_current']);
  });
});

describe('matrixState (002 §4)', () => {
  const user = [
    { location: 1, permissions: ['inventory:view_current', 'location:manage'] },
    { location: 2, permissions: ['location:manage'] },
  ];

  it('is checked when held at every editable location', () => {
    expect(matrixState('location:manage', user, [1, 2])).toBe('checked');
    expect(matrixState('inventory:view_current', user, [1])).toBe('checked');
  });

  it('is half-checked when held at only some of them', () => {
    expect(matrixState('inventory:view_current', user, [1, 2])).toBe('half');
    expect(matrixState('location:manage', user, [1, 2, 3])).toBe('half');
  });

  it('is unchecked when held at none, or with no editable location', () => {
    expect(matrixState('inventory:archive_item', user, [1, 2])).toBe('unchecked');
    expect(matrixState('inventory:view_current', user, [2, 3])).toBe('unchecked');
    expect(matrixState('location:manage', user, [])).toBe('unchecked');
  });

  it('ignores what is held at locations the editor cannot edit', () => {
    expect(matrixState('inventory:view_current', user, [2])).toBe('unchecked');
  });
});

describe('isLastStore (002 §4)', () => {
  it('is true only for the single membership left', () => {
    expect(isLastStore([{ location: 4, permissions: [] }], 4)).toBe(true);
    expect(isLastStore([{ location: 4, permissions: [] }], 5)).toBe(false);
    expect(
      isLastStore(
        [
          { location: 4, permissions: [] },
          { location: 5, permissions: [] },
        ],
        4,
      ),
    ).toBe(false);
    expect(isLastStore([], 4)).toBe(false);
  });
});

describe('grantablePermissions (002 §6)', () => {
  const editor = (
    portal_locations: PermissionSubject['portal_locations'],
    is_superuser = false,
  ) => ({
    is_superuser,
    portal_locations,
  });

  it('gives a superuser every permission everywhere', () => {
    expect(grantablePermissions(editor([], true), 99)).toEqual(PERMISSIONS);
  });

  it("gives anyone else the editor's permissions at that location alone", () => {
    const held: Permission[] = ['location_users:manage', 'inventory:view_current'];
    const e = editor([
      { location: 1, permissions: held },
      { location: 2, permissions: [...PERMISSIONS] },
    ]);
    expect([...grantablePermissions(e, 1)].sort()).toEqual([...held].sort());
    expect(grantablePermissions(e, 2)).toEqual(PERMISSIONS);
    expect(grantablePermissions(e, 3)).toEqual([]);
  });

  it('never returns a string that is no permission', () => {
    const e = editor([{ location: 1, permissions: ['inventory:view_current', 'root:all'] }]);
    expect(grantablePermissions(e, 1)).toEqual(['inventory:view_current']);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACTION_PERMISSIONS,
  PERMISSIONS,
  PORTAL_ACTIONS,
  hasPermission,
  isPermission,
  isPortalAction,
  locationsWithPermission,
  type Permission,
  type PermissionSubject,
} from './permissions';

const permissionArb = fc.constantFrom(...PERMISSIONS);
const locationArb = fc.integer({ min: 1, max: 50 });
const portalLocationsArb = fc.array(
  fc.record({ location: locationArb, permissions: fc.uniqueArray(permissionArb) }),
  { maxLength: 6 },
);

describe('permission strings (002 §6)', () => {
  it('lists the 19 distinct permissions of the spec', () => {
    expect(PERMISSIONS).toHaveLength(19);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(PERMISSIONS.every((p) => /^[a-z_]+:[a-z_]+$/.test(p))).toBe(true);
  });

  it('recognises permissions and rejects other strings', () => {
    expect(isPermission('inventory:archive_item')).toBe(true);
    expect(isPermission('inventory:archive')).toBe(false);
    expect(isPermission('')).toBe(false);
  });
});

describe('action to permission table (002 §6)', () => {
  it('maps each action of the spec to its permission', () => {
    expect(ACTION_PERMISSIONS).toEqual({
      set_virtual_storage: 'inventory:manage_article_availability',
      change_location: 'inventory:transfer_article',
      book_out: 'inventory:archive_item',
      set_archive_status: 'inventory:archive_item',
      set_client_note: 'inventory:manage_article_note',
      sell_out: 'inventory:log_article_sale',
      update_sale_user: 'inventory:log_article_sale',
      delete_sell_out: 'inventory:log_article_sale',
      request_change: 'orders:manage_note',
      history: 'inventory:view_history',
    });
  });

  it('only names known permissions', () => {
    for (const action of PORTAL_ACTIONS) {
      expect(isPortalAction(action)).toBe(true);
      expect(isPermission(ACTION_PERMISSIONS[action])).toBe(true);
    }
    expect(isPortalAction('toString')).toBe(false);
  });
});

describe('hasPermission (000 §6, 002 §6)', () => {
  const solo: PermissionSubject = {
    is_superuser: false,
    portal_locations: [{ location: 7, permissions: ['inventory:view_current'] }],
  };

  it('holds a permission only at the location where it was granted', () => {
    expect(hasPermission(solo, 7, 'inventory:view_current')).toBe(true);
    expect(hasPermission(solo, 8, 'inventory:view_current')).toBe(false);
    expect(hasPermission(solo, 7, 'inventory:archive_item')).toBe(false);
  });

  it('a superuser holds every permission at every location', () => {
    fc.assert(
      fc.property(portalLocationsArb, fc.integer(), permissionArb, (portal_locations, loc, p) =>
        hasPermission({ is_superuser: true, portal_locations }, loc, p),
      ),
    );
  });

  it('for other users equals "some entry at that location lists it"', () => {
    fc.assert(
      fc.property(portalLocationsArb, locationArb, permissionArb, (portal_locations, loc, p) => {
        const expected = portal_locations.some(
          (e) => e.location === loc && e.permissions.includes(p),
        );
        expect(hasPermission({ is_superuser: false, portal_locations }, loc, p)).toBe(expected);
      }),
    );
  });

  it('granting more never takes a permission away', () => {
    fc.assert(
      fc.property(
        portalLocationsArb,
        locationArb,
        permissionArb,
        permissionArb,
        (portal_locations, loc, held, extra) => {
          const user = { is_superuser: false, portal_locations };
          const wider = {
            is_superuser: false,
            portal_locations: [...portal_locations, { location: loc, permissions: [extra] }],
          };
          if (hasPermission(user, loc, held)) expect(hasPermission(wider, loc, held)).toBe(true);
          expect(hasPermission(wider, loc, extra)).toBe(true);
        },
      ),
    );
  });

  it('locationsWithPermission agrees with hasPermission', () => {
    fc.assert(
      fc.property(portalLocationsArb, permissionArb, (portal_locations, p: Permission) => {
        const user = { is_superuser: false, portal_locations };
        const locations = locationsWithPermission(user, p) ?? [];
        for (const entry of portal_locations) {
          expect(locations.includes(entry.location)).toBe(hasPermission(user, entry.location, p));
        }
      }),
    );
    expect(
      locationsWithPermission({ is_superuser: true, portal_locations: [] }, 'orders:view_open'),
    ).toBeNull();
  });
});

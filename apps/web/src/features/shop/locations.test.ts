import { describe, expect, it } from 'vitest';
import type { User } from '@/features/account/api';
import { chooseLocation, orderingLocationIds } from './locations';

const user = (over: Partial<User>): User => ({
  id: 1,
  email: 'j@maison.test',
  first_name: '',
  last_name: '',
  username: '',
  language: 'de',
  wishlist: [],
  is_superuser: false,
  portal_locations: [],
  user: { first_name: '', last_name: '', email: null, username: null, is_superuser: false },
  permissions: [],
  newsletter: false,
  title: '',
  gender: '',
  portal_user_type: null,
  ...over,
});

describe('ordering locations', () => {
  it('keeps the locations with an ordering permission', () => {
    const u = user({
      portal_locations: [
        { location: 1, permissions: ['inventory:view', 'orders:use_as_billing_location'] },
        { location: 2, permissions: ['inventory:view'] },
        { location: 3, permissions: ['orders:use_as_target_location'] },
      ],
    });
    expect(orderingLocationIds(u)).toEqual([1, 3]);
    expect(chooseLocation(u)).toEqual({ kind: 'selector' });
  });

  it('authenticates a single location, and sends users without one away', () => {
    const one = user({
      portal_locations: [{ location: 7, permissions: ['orders:use_as_shipping_location'] }],
    });
    expect(chooseLocation(one)).toEqual({ kind: 'authenticate', location: 7 });
    expect(chooseLocation(user({ portal_locations: [{ location: 2, permissions: [] }] }))).toEqual({
      kind: 'none',
    });
  });

  it('shows a superuser the selector', () => {
    expect(orderingLocationIds(user({ is_superuser: true }))).toBeNull();
    expect(chooseLocation(user({ is_superuser: true }))).toEqual({ kind: 'selector' });
  });
});

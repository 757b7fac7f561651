import { expect } from 'vitest';
import { sql } from '@maison/db';
import { RING_BOX } from '../shop-helpers';
import { aggregatesProbe, exportProbe, listProbe, type Probe } from './probes';
import { PORTAL_TABLES, SHOP_TABLES } from './rows';
import { LOCATION_USER_PROBES } from './probe-table-users';
import { GRANTS, holds, type Role, type Scope } from './rules';
import { newStory } from './targets';
import {
  NEW_PASSWORD,
  PASSWORD,
  CAREER_FILE,
  STORY,
  canary,
  locOf,
  newItem,
  newLineItem,
  newOrder,
  nextSerial,
  w,
  type Account,
} from './world';

/** The probe of every operation the matrix covers, by "METHOD path" (as RULES). */

const TABLE_CONFIG = {
  columnWidths: { serial_number: 200 },
  activeFilters: [],
  checkedRows: ['matrix'],
  sortedBy: null,
};

export const PROBES: Record<string, Probe> = {
  'GET /api/v1/locations/': {
    request: async () => ({ method: 'GET', path: '/api/v1/locations/', auth: 'token' }),
    shows: (scope, role) => (holds(role, scope, { who: 'member' }) ? canary(scope) : null),
  },
  'GET /api/v1/organizations/': {
    request: async () => ({ method: 'GET', path: '/api/v1/organizations/', auth: 'token' }),
    shows: (scope, role) =>
      holds(role, scope, { who: 'member' }) ? (scope === 'own' ? 'ORG-OWN' : 'ORG-FOREIGN') : null,
  },
  'GET /api/v1/inventory/current/': listProbe('/api/v1/inventory/current/'),
  'GET /api/v1/inventory/sell-in/': listProbe('/api/v1/inventory/sell-in/'),
  'GET /api/v1/inventory/sell-out/': listProbe('/api/v1/inventory/sell-out/'),
  'GET /api/v1/inventory/archive/': listProbe('/api/v1/inventory/archive/'),
  'GET /api/v1/inventory/aggregates/': aggregatesProbe('/api/v1/inventory/aggregates/', 'items'),
  'GET /api/v1/inventory/{id}/history/': {
    request: async (_role, scope) => ({
      method: 'GET',
      path: `/api/v1/inventory/${(await newItem(scope, 'stock')).id}/history/`,
      auth: 'token',
    }),
  },
  'GET /api/v1/open-orders/': listProbe('/api/v1/open-orders/'),
  'GET /api/v1/open-orders/aggregates/': aggregatesProbe(
    '/api/v1/open-orders/aggregates/',
    'orders',
  ),
  'GET /api/v1/inventory/export/': exportProbe(
    '/api/v1/inventory/export/',
    'inventory:view_current',
    '&table=stock&columns=description,location_name',
  ),
  'GET /api/v1/open-orders/export/': exportProbe('/api/v1/open-orders/export/', 'orders:view_open'),
  'POST /api/v1/open-orders/{item_id}/client-note/': {
    writes: PORTAL_TABLES,
    request: async (_role, scope) => ({
      method: 'POST',
      path: `/api/v1/open-orders/${await newOrder(scope)}/client-note/`,
      body: { note: 'matrix' },
      auth: 'token',
    }),
  },
  'GET /api/v1/portal/table-config/{tableId}/': {
    request: async () => ({
      method: 'GET',
      path: '/api/v1/portal/table-config/stock/',
      auth: 'token',
    }),
    shows: () => null,
  },
  'PUT /api/v1/portal/table-config/{tableId}/': {
    writes: ['portal_table_configs'],
    request: async (role) => ({
      method: 'PUT',
      path: '/api/v1/portal/table-config/stock/',
      body: { ...TABLE_CONFIG, checkedRows: [`matrix-${role}-${nextSerial()}`] },
      auth: 'token',
    }),
    shows: () => null,
  },
  ...LOCATION_USER_PROBES,
  'GET /api/v1/locations/{id}/sale-users/': {
    request: async (_role, scope) => ({
      method: 'GET',
      path: `/api/v1/locations/${locOf(scope)}/sale-users/`,
      auth: 'token',
    }),
  },
  'POST /api/v1/locations/{id}/commerce/authenticate/': {
    request: async (_role, scope) => ({
      method: 'POST',
      path: `/api/v1/locations/${locOf(scope)}/commerce/authenticate/`,
      auth: 'token',
    }),
    shows: () => null,
    check: async (answer, _role, _scope, outcome) => {
      if (outcome === 'allow') expect((answer.json as { token?: string }).token).toBeTruthy();
      else expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/_wff_commerce_token=[^;]/);
    },
  },
  'POST /api/v1/commerce/logout/': {
    request: async () => ({ method: 'POST', path: '/api/v1/commerce/logout/', auth: 'none' }),
    shows: () => null,
  },
  'GET /api/v1/commerce/session/': {
    request: async () => ({ method: 'GET', path: '/api/v1/commerce/session/', auth: 'commerce' }),
  },
  'GET /api/v1/commerce/products/': {
    request: async () => ({ method: 'GET', path: '/api/v1/commerce/products/', auth: 'commerce' }),

    shows: () => null,
  },
  'GET /api/v1/commerce/limitations/': {
    request: async () => ({
      method: 'GET',
      path: '/api/v1/commerce/limitations/',
      auth: 'commerce',
    }),

    shows: () => null,
  },
  'GET /api/v1/commerce/skus/': {
    request: async () => ({
      method: 'GET',
      path: '/api/v1/commerce/skus/?codes=90-9001-0-00',
      auth: 'commerce',
    }),

    shows: () => null,
  },
  'GET /api/v1/commerce/orders/current/': {
    request: async () => ({
      method: 'GET',
      path: '/api/v1/commerce/orders/current/',
      auth: 'commerce',
    }),
  },
  'POST /api/v1/commerce/orders/current/line-items/': {
    writes: SHOP_TABLES,
    request: async (role, scope) => ({
      method: 'POST',
      path: '/api/v1/commerce/orders/current/line-items/',
      body: { article_group_id: RING_BOX, quantity: 5, note: `matrix-${role}-${scope}` },
      auth: 'commerce',
    }),
    shows: (scope, role) => `matrix-${role}-${scope}`,
  },
  'PATCH /api/v1/commerce/line-items/{id}/': {
    writes: SHOP_TABLES,
    deny: [404],
    request: async (_role, scope) => ({
      method: 'PATCH',
      path: `/api/v1/commerce/line-items/${(await newLineItem(scope)).lineItem}/`,
      body: { quantity: 10 },
      auth: 'commerce',
    }),
  },
  'DELETE /api/v1/commerce/line-items/{id}/': {
    writes: SHOP_TABLES,
    deny: [404],
    shows: () => null,
    request: async (_role, scope) => ({
      method: 'DELETE',
      path: `/api/v1/commerce/line-items/${(await newLineItem(scope)).lineItem}/`,
      auth: 'commerce',
    }),
  },
  ...Object.fromEntries(
    (['authorize', 'place', 'reload'] as const).map((action) => [
      `POST /api/v1/commerce/orders/{id}/${action}/`,
      {
        writes: action === 'reload' ? undefined : SHOP_TABLES,
        deny: [404],
        request: async (_role: Role, scope: Scope) => ({
          method: 'POST',
          path: `/api/v1/commerce/orders/${(await newLineItem(scope)).order}/${action}/`,
          auth: 'commerce' as const,
        }),
      } satisfies Probe,
    ]),
  ),
  'POST /api/v1/commerce/engraving-images/': {
    writes: SHOP_TABLES,
    shows: () => null,
    request: async () => ({
      method: 'POST',
      path: '/api/v1/commerce/engraving-images/',
      form: true,
      auth: 'commerce',
    }),
  },
  'GET /api/v1/commerce/engraving-images/{name}': {
    request: async (_role, scope) => ({
      method: 'GET',
      path: `/api/v1/commerce/engraving-images/${w.image[scope]}`,
      auth: 'none',
    }),
    shows: () => null,
  },
  'GET /api/v1/forms/': {
    request: async (_role, scope) => ({
      method: 'GET',
      path: scope === 'own' ? '/api/v1/forms/' : '/api/v1/forms/?action=LIMITED_RING_REQUEST',
      auth: 'token',
    }),
    shows: () => 'FORM-CANARY',
  },
  'GET /api/v1/careers/applications/': {
    request: async () => ({ method: 'GET', path: '/api/v1/careers/applications/', auth: 'token' }),
    shows: () => 'FORM-CANARY',
  },
  'GET /api/v1/careers/files/{uuid}/': {
    request: async () => ({
      method: 'GET',
      path: `/api/v1/careers/files/${CAREER_FILE}/`,
      auth: 'token',
    }),
    shows: () => 'FORM-CANARY',
  },
  'GET /api/v1/forms/export/': {
    request: async (_role, scope) => ({
      method: 'GET',
      path:
        scope === 'own'
          ? '/api/v1/forms/export/'
          : '/api/v1/forms/export/?action=LIMITED_RING_REQUEST',
      auth: 'token',
    }),
    shows: () => 'FORM-CANARY',
  },
  'PUT /api/v1/cms/stories/{uuid}/': {
    writes: ['cms_stories'],
    shows: () => null,
    request: async () => ({
      method: 'PUT',
      path: `/api/v1/cms/stories/${STORY}/`,
      body: {
        locales: {
          de: {
            name: `Bestätigung ${nextSerial()}`,
            slug: 'bestaetigung',
            content: { component: 'page', _uid: 'matrix', body: [] },
          },
        },
        publish: false,
      },
      auth: 'token',
    }),
  },
  'POST /api/v1/cms/stories/': {
    writes: ['cms_stories'],
    shows: () => null,
    request: async () => {
      const slug = `matrix-neu-${nextSerial()}`;
      return {
        method: 'POST',
        path: '/api/v1/cms/stories/',
        body: {
          folder: '',
          locales: { de: { name: slug, slug, content: { component: 'page', _uid: slug } } },
          publish: false,
        },
        auth: 'token',
      };
    },
  },
  'POST /api/v1/cms/stories/{uuid}/unpublish/': {
    writes: ['cms_stories'],
    shows: () => null,
    request: async () => ({
      method: 'POST',
      path: `/api/v1/cms/stories/${await newStory()}/unpublish/`,
      auth: 'token',
    }),
  },
  'DELETE /api/v1/cms/stories/{uuid}/': {
    writes: ['cms_stories'],
    shows: () => null,
    request: async () => ({
      method: 'DELETE',
      path: `/api/v1/cms/stories/${await newStory()}/`,
      auth: 'token',
    }),
  },
  'GET /api/v1/users/me/': {
    request: async () => ({ method: 'GET', path: '/api/v1/users/me/', auth: 'token' }),
    shows: (_scope, role) => `USER-${role}`,
  },
  'PATCH /api/v1/users/me/': {
    writes: ['users'],
    shows: (_scope, role) => `USER-${role}`,
    request: async (role, scope) => ({
      method: 'PATCH',
      path: '/api/v1/users/me/',
      // Foreign: the body names another account and asks for more rights; both are ignored.
      body:
        scope === 'own'
          ? { last_name: `Matrix ${nextSerial()}` }
          : {
              id: w.userId.foreigner,
              email: 'foreigner@matrix.test',
              is_superuser: true,
              last_name: `Matrix ${nextSerial()}`,
            },
      auth: 'token',
    }),
    check: async (_answer, role, _scope, outcome) => {
      if (outcome === 'unauthenticated') return;
      const result = await w.db.execute(
        sql`select email, is_superuser from users where id = ${w.userId[role as Account]}`,
      );
      const me = (result as unknown as { rows: { email: string; is_superuser: boolean }[] })
        .rows[0]!;
      expect(me).toEqual({ email: `${role}@matrix.test`, is_superuser: GRANTS[role].superuser });
    },
  },
  'POST /api/v1/users/set_password/': {
    writes: ['users'],
    deny: [400],
    shows: () => null,
    request: async (_role, scope) => ({
      method: 'POST',
      path: '/api/v1/users/set_password/',
      // Foreign: another account's e-mail beside a wrong password changes nobody's.
      body:
        scope === 'own'
          ? { current_password: PASSWORD, new_password: NEW_PASSWORD }
          : {
              email: 'foreigner@matrix.test',
              id: w.userId.foreigner,
              current_password: 'not-the-password',
              new_password: NEW_PASSWORD,
            },
      auth: 'token',
    }),
  },
};

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { PERMISSIONS } from '@maison/domain/permissions';
import type { User } from '@/features/account/api';
import { renderWithIntl } from '@/ui/test-utils';
import type { InventoryRow, Location, Organization } from './api';
import type { PortalConfig } from './config';
import { PortalProvider } from './context';

/** Test helpers of the portal (not shipped: only tests import this file). */

export const LOCATIONS: Location[] = [
  { id: 1, name: 'Atelier Wien', organization: 1, country: 'AT', currency: 'EUR' },
  { id: 2, name: 'Atelier Graz', organization: 1, country: 'AT', currency: 'EUR' },
  { id: 4, name: 'Goldhaus Zürich', organization: 2, country: 'CH', currency: 'CHF' },
  { id: 5, name: 'Goldhaus Basel', organization: 2, country: 'CH', currency: 'CHF' },
];
export const ORGANIZATIONS: Organization[] = [
  { id: 1, name: 'Atelier Hofmann' },
  { id: 2, name: 'Goldhaus' },
];

export function portalUser(overrides: Partial<User> = {}): User {
  const user = {
    id: 7,
    email: 'jeweler@maison.test',
    first_name: 'Julia',
    last_name: 'Hofmann',
    username: 'julia',
    language: 'de',
    wishlist: [],
    is_superuser: false,
    portal_user_type: null,
    portal_locations: LOCATIONS.map((l) => ({ location: l.id, permissions: [...PERMISSIONS] })),
    user: {
      first_name: 'Julia',
      last_name: 'Hofmann',
      email: 'jeweler@maison.test',
      username: 'julia',
      is_superuser: false,
    },
    permissions: [...PERMISSIONS],
    newsletter: false,
    title: '',
    gender: '',
  };
  return { ...user, ...overrides };
}

export const CONFIG: PortalConfig = {
  navigation: [
    { id: 'a', label: 'Bestand', url: '/portal/stock' },
    { id: 'b', label: 'Archiv', url: '/portal/archiv' },
    { id: 'c', label: 'Benutzerverwaltung', url: '/portal/benutzer' },
  ],
  errorPageHref: '/partnerportal-fehler',
  userManagementUrl: '/portal/benutzer',
};

let nextId = 100;
export function inventoryRow(overrides: Partial<InventoryRow> = {}): InventoryRow {
  nextId += 1;
  return {
    id: nextId,
    serial_number: `SN-${nextId}`,
    article_number: '10-1001',
    article_type: 'ring',
    description_de: 'Ring Flora',
    description_en: 'Flora ring',
    article_description_de: 'Ring Flora in Gelbgold',
    article_description_en: 'Flora ring in yellow gold',
    sell_in_price: 1200,
    sell_in_currency: 'EUR',
    sell_in_date: '2026-01-10',
    sell_out_price: null,
    sell_out_currency: null,
    sell_out_date: null,
    location: 1,
    location_name: 'Atelier Wien',
    is_archived: false,
    available_in_virtual_storage: false,
    client_note: null,
    internal_note: null,
    sale_user: null,
    sale_user_name: null,
    image: null,
    ...overrides,
  };
}

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

type Handler = (call: Call) => { status: number; body?: unknown };

/**
 * Replaces fetch with answers by "METHOD /path" prefixes (longest first); every call is
 * recorded with its parsed JSON body. Unmatched calls answer 404.
 */
export function routeFetch(routes: Record<string, Handler | { status: number; body?: unknown }>) {
  const calls: Call[] = [];
  const keys = Object.keys(routes).sort((a, b) => b.length - a.length);
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call: Call = {
      url: String(url),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = keys.find((k) => `${call.method} ${call.url}`.startsWith(k));
    const route = key ? routes[key]! : { status: 404, body: { detail: 'Not found.' } };
    const answer = typeof route === 'function' ? route(call) : route;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The portal's providers (data client, user, locations) around a tree, with real messages. */
export function renderPortal(
  ui: ReactElement,
  { user = portalUser(), locale = 'de' as const }: { user?: User; locale?: 'de' | 'en' } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <PortalProvider user={user} config={CONFIG}>
        {ui}
      </PortalProvider>
    </QueryClientProvider>,
    { locale },
  );
}

/** The location and organization answers every portal page reads. */
export const BASE_ROUTES = {
  'GET /api/v1/locations/': { status: 200, body: LOCATIONS },
  'GET /api/v1/organizations/': { status: 200, body: ORGANIZATIONS },
};

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { Order, OrderLineItem } from '@maison/domain/shop';
import { CONFIG, portalUser } from '@/features/portal/testing';
import { renderWithIntl } from '@/ui/test-utils';
import type { ShopSku } from '../api';
import { ShopContext, type ShopContextValue } from '../context';

/** Test helpers of the product list (not shipped: only tests import this file). */

const COMMERCE: ShopContextValue['commerce'] = {
  user: 7,
  customer_id: 'loc-1',
  location: 1,
  currency: 'EUR',
  market: 'DE',
  location_name: 'Atelier Wien',
  organization_name: 'Atelier Hofmann',
};

/** The shop's providers (data client, commerce context) around a tree, with real messages. */
export function renderShop(ui: ReactElement, { locale = 'de' as const } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const value: ShopContextValue = {
    user: portalUser(),
    config: CONFIG,
    commerceCookie: true,
    commerce: COMMERCE,
  };
  const view = renderWithIntl(
    <QueryClientProvider client={client}>
      <ShopContext.Provider value={value}>{ui}</ShopContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
  return { client, ...view };
}

export function sku(code: string, overrides: Partial<ShopSku> = {}): ShopSku {
  return {
    code,
    name: code,
    price_amount_cents: 100_000,
    formatted_amount: '1.000 €',
    delivery_time: 6,
    weight_grams: 8,
    sku_options: [],
    ...overrides,
  };
}

/** `GET /commerce/skus/?codes=…`: every asked code exists except `missing`. */
export function skusRoute(missing: readonly string[] = [], overrides: Partial<ShopSku> = {}) {
  return ({ url }: { url: string }) => {
    const codes = new URL(url, 'http://localhost').searchParams.get('codes')?.split(',') ?? [];
    return {
      status: 200,
      body: codes.filter((c) => !missing.includes(c)).map((c) => sku(c, overrides)),
    };
  };
}

export function order(lineItems: Partial<OrderLineItem>[] = []): Order {
  return {
    id: lineItems.length ? 'order-1' : (null as unknown as string),
    number: '',
    status: 'draft',
    currency_code: 'EUR',
    total: 0,
    total_amount_cents: 0,
    subtotal_amount_cents: 0,
    shippingAmount: 0,
    shipping_amount_cents: 0,
    shipmentCount: 0,
    shipping_address: null,
    billing_address: null,
    line_items: lineItems.map(
      (item, i) =>
        ({
          id: `line-${i}`,
          sku_code: '90-9001-0-00',
          quantity: 5,
          unit_amount_cents: 800,
          created_at: '2027-03-01T10:00:00Z',
          name: 'Ringetui',
          image_url: null,
          total_amount_cents: 4000,
          ...item,
        }) as OrderLineItem,
    ),
    line_item_options: [],
    shipments: [],
    payment_terms: null,
    placed_at: null,
  };
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { Locale } from '@maison/domain/constants';
import type { Order, OrderLineItem, OrderLineItemOption, ProductGroup } from '@maison/domain/shop';
import type { User } from '@/features/account/api';
import { CONFIG, portalUser } from '@/features/portal/testing';
import { renderWithIntl } from '@/ui/test-utils';
import type { CommerceSession } from '../api';
import { ShopContext, ShopFrameContext } from '../context';

/** Test helpers of the cart, the location selector and the gate (only tests import this file). */

export const SESSION: CommerceSession = {
  user: 7,
  customer_id: 'loc-4',
  location: 4,
  currency: 'CHF',
  market: 'CH',
  location_name: 'Goldhaus Zürich',
  organization_name: 'Goldhaus',
};

export function jewelryItem(over: Partial<OrderLineItem> = {}): OrderLineItem {
  return {
    id: 'li-ring',
    sku_code: '10-1001-0560-1-00',
    quantity: 1,
    unit_amount_cents: 60000,
    created_at: '2026-03-02T10:00:00.000Z',
    name: 'Flora',
    image_url: '/api/cms/v2/a/1/10-1001-main.svg',
    total_amount_cents: 60000,
    metadata: {
      article_group_id: 'group-10-1001',
      limit_nr: null,
      order_type: 'commission',
      note: 'Bitte bis Freitag',
      requested_delivery_date: '2026-05-15',
      end_customer_name: 'Anna Berg',
      order_number: 'K-118',
      meta_type: 'jewelry',
      article_nr_src: '10-1001-0560-1-00-C5',
      article_metal_color: 'GG',
      final_length: 56,
      special_color: 5,
      product_type: 'ring',
      prices: {
        base_amount_cents: 50000,
        special_color_amount_cents: 9000,
        final_length_amount_cents: 1000,
      },
    },
    ...over,
  };
}

export function serviceItem(over: Partial<OrderLineItem> = {}): OrderLineItem {
  return {
    id: 'li-box',
    sku_code: '90-9001-0-00',
    quantity: 10,
    unit_amount_cents: 800,
    created_at: '2026-03-01T09:00:00.000Z',
    name: 'Ringetui',
    image_url: null,
    total_amount_cents: 8000,
    metadata: {
      article_group_id: 'group-90-9001',
      limit_nr: null,
      order_type: null,
      note: null,
      requested_delivery_date: null,
      end_customer_name: null,
      order_number: null,
      meta_type: 'service_item',
      article_nr_src: '90-9001-0-00',
      article_metal_color: null,
      final_length: null,
      special_color: null,
      product_type: 'ring',
      prices: {
        base_amount_cents: 800,
        special_color_amount_cents: 0,
        final_length_amount_cents: 0,
      },
    },
    ...over,
  };
}

export function engravingOption(
  lineItemId: string,
  over: Partial<OrderLineItemOption> = {},
): OrderLineItemOption {
  return {
    id: `opt-${lineItemId}`,
    line_item_id: lineItemId,
    quantity: 1,
    total_amount_cents: 4200,
    sku_option: {
      metadata: { option_type: 'engraving', engraving_no: 1 },
      price_amount_cents: 4200,
    },
    options: { engraving_text: 'Für immer' },
    ...over,
  };
}

/** An open order of the Zürich store; totals as the server answers them. */
export function order(over: Partial<Order> = {}): Order {
  const line_items = over.line_items ?? [jewelryItem(), serviceItem()];
  const line_item_options = over.line_item_options ?? [engravingOption('li-ring')];
  const shipping = 2400;
  const subtotal =
    line_items.reduce((s, i) => s + i.unit_amount_cents * i.quantity, 0) +
    line_item_options.reduce((s, o) => s + o.total_amount_cents, 0);
  return {
    id: 'ord-1',
    number: 'MA-26000042',
    status: 'pending',
    currency_code: 'CHF',
    total: (subtotal + shipping) / 100,
    total_amount_cents: subtotal + shipping,
    subtotal_amount_cents: subtotal,
    shippingAmount: shipping / 100,
    shipping_amount_cents: shipping,
    shipmentCount: 1,
    shipping_address: {
      city: 'Zürich',
      full_name: 'Goldhaus Zürich',
      line_1: 'Bahnhofstrasse 12',
      line_2: null,
      zip_code: '8001',
      country_code: 'CH',
    },
    billing_address: {
      city: 'Zürich',
      full_name: 'Goldhaus',
      line_1: 'Bahnhofstrasse 12',
      line_2: null,
      zip_code: '8001',
      country_code: 'CH',
    },
    line_items,
    line_item_options,
    shipments: [
      {
        id: 'sh-1',
        shipping_method: { id: 'sm-ch', name: 'Versicherter Versand' },
        shipping_weight_tiers: [
          { name: 'Versicherter Versand bis 500 g', up_to: 500, price_amount_cents: 2400 },
          { name: 'bis 2 kg', up_to: 2000, price_amount_cents: 4300 },
        ],
        price_amount_for_shipment_cents: shipping,
        weight_tier_name: 'Versicherter Versand bis 500 g',
        weight_grams: 1208,
      },
    ],
    payment_terms: 'Rechnung, 30 Tage netto',
    placed_at: null,
    ...over,
  };
}

/** The empty answer of GET orders/current/ without an open order. */
export function emptyOrder(): Order {
  return order({
    id: null as unknown as string,
    number: '',
    status: 'draft',
    line_items: [],
    line_item_options: [],
    shipments: [],
    total: 0,
    total_amount_cents: 0,
    subtotal_amount_cents: 0,
    shippingAmount: 0,
    shipping_amount_cents: 0,
  });
}

/** The product groups of the order above, in the requested language. */
export function groups(language: Locale = 'de'): ProductGroup[] {
  const ring: ProductGroup = {
    uuid: 'group-10-1001',
    name: language === 'de' ? 'Flora' : 'Flora (EN)',
    metaType: 'jewelry',
    productType: 'ring',
    metalColors: ['GG', 'WG'],
    alloys: ['yellow_gold', 'white_gold'],
    isLimited: false,
    isRingOfTheYear: false,
    skuPrefix: '10-1001',
    baseSkus: { GG: '10-1001-1-00', WG: '10-1001-2-00' },
    articleLengths: { GG: [{ length: 56, price: 500 }] },
    specialLengths: {},
    allowEngraving: true,
    engravingPrices: { 1: 42 },
    standardEngraving: null,
    allowSpecialColor: true,
    specialColorPrices: { GG: 90 },
    hasDefaultEngravingPowerBracelet: false,
    useSizeLabels: false,
    uvp: { GG: 1000 },
    products: [
      {
        filterAlloy: ['yellow_gold'],
        fullSlug: 'produkte/10-1001-flora',
        imageMain: '/api/cms/v2/a/1/10-1001-main.svg',
        name: 'Flora',
        name2: 'Ring in Gelbgold mit Emaille',
        type: 'ring',
      },
    ],
    isDefaultAssortment: true,
  };
  const box: ProductGroup = {
    ...ring,
    uuid: 'group-90-9001',
    name: 'Ringetui',
    metaType: 'service_item',
    metalColors: [],
    alloys: [],
    skuPrefix: '90-9001',
    baseSkus: {},
    articleLengths: {},
    allowEngraving: false,
    engravingPrices: {},
    allowSpecialColor: false,
    specialColorPrices: {},
    uvp: {},
    products: [],
    orderQuantity: 5,
    maxQuantity: 20,
    unitLabel: 'Stück',
    articleNumber: '90-9001-0-00',
    price: 8,
  };
  return [ring, box];
}

function testClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** A shop page inside the shell's contexts (user, config, commerce token), with real messages. */
export function renderShop(
  ui: ReactElement,
  {
    user = portalUser(),
    commerce = SESSION,
    locale = 'de',
    client = testClient(),
    commerceCookie = true,
  }: {
    user?: User;
    commerce?: CommerceSession | null;
    locale?: Locale;
    client?: QueryClient;
    /** Whether the page's request carried the commerce cookie. */
    commerceCookie?: boolean;
  } = {},
) {
  const frame = { user, config: CONFIG, commerceCookie };
  return {
    client,
    ...renderWithIntl(
      <QueryClientProvider client={client}>
        <ShopFrameContext.Provider value={frame}>
          {commerce ? (
            <ShopContext.Provider value={{ ...frame, commerce }}>{ui}</ShopContext.Provider>
          ) : (
            ui
          )}
        </ShopFrameContext.Provider>
      </QueryClientProvider>,
      { locale },
    ),
  };
}

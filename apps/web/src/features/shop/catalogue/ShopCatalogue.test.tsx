import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductGroup } from '@maison/domain/shop';
import {
  earringsGroup,
  powerBraceletGroup,
  ringGroup,
  ringOfTheYearGroup,
  serviceGroup,
} from '@maison/domain/shop/testing';
import { routeFetch } from '@/features/portal/testing';
import { ShopCatalogue } from './ShopCatalogue';
import { order, renderShop, skusRoute } from './testing';

const PRODUCTS = 'GET /api/v1/commerce/products/';
const LIMITATIONS = 'GET /api/v1/commerce/limitations/';
const SKUS = 'GET /api/v1/commerce/skus/';
const CURRENT = 'GET /api/v1/commerce/orders/current/';
const LINE_ITEMS = 'POST /api/v1/commerce/orders/current/line-items/';

// The cards load their forms lazily; compiling them on first use can outlast a findBy on a
// busy machine, so they are compiled before the tests.
beforeAll(async () => {
  await Promise.all([import('./JewelryOrderForm'), import('./ServiceOrderForm')]);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ASSORTMENT: ProductGroup[] = [
  ringGroup(),
  ringOfTheYearGroup(),
  powerBraceletGroup(),
  earringsGroup(),
  serviceGroup(),
];

function route(products: ProductGroup[] = ASSORTMENT) {
  return routeFetch({
    [PRODUCTS]: { status: 200, body: products },
    [LIMITATIONS]: { status: 200, body: [{ skuPrefix: '10-2027', limitNumbers: [3, 7, 9] }] },
    [SKUS]: skusRoute(),
    [CURRENT]: { status: 200, body: order() },
    [LINE_ITEMS]: { status: 201, body: { line_item: null, order: order() } },
  });
}

const cards = () => screen.queryAllByTestId(/^shop-group-\d/).map((c) => c.dataset.testid);
const count = (type: string) => screen.getByTestId(`shop-sidebar-count-${type}`).textContent;
const pressed = (testId: string) => screen.getByTestId(testId).getAttribute('aria-pressed');

describe('shop product list (001 §2)', () => {
  it('lists the groups with prices and asks for the location currency', async () => {
    const { calls } = route();
    renderShop(<ShopCatalogue />);
    await screen.findByTestId('shop-group-10-1001');
    expect(cards()).toEqual([
      'shop-group-10-1001',
      'shop-group-10-2027',
      'shop-group-20-2014',
      'shop-group-30-3005',
      'shop-group-90-9001',
    ]);
    expect(calls[0]!.url).toBe('/api/v1/commerce/products/?language=de&currency=EUR');
    const flora = screen.getByTestId('shop-group-10-1001');
    expect(within(flora).getByRole('heading', { name: 'Flora' })).toBeTruthy();
    expect(within(flora).getByText('Art.-Nr. 10-1001')).toBeTruthy();
    expect(within(flora).getByText('Händlerpreis ab')).toBeTruthy();
    expect(within(flora).getByTestId('shop-group-price').textContent).toBe('1.200\u00a0€');
    expect(within(flora).getByTestId('shop-group-uvp').textContent).toBe('2.400\u00a0€');
    const image = within(flora).getByRole('img') as HTMLImageElement;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.alt).toContain('Ring in Gelbgold');
    // Earrings have no lengths: their price is their base SKU's (skusRoute: 1,000).
    const earrings = screen.getByTestId('shop-group-30-3005');
    await waitFor(() =>
      expect(within(earrings).getByTestId('shop-group-price').textContent).toBe('1.000\u00a0€'),
    );
    expect(
      within(screen.getByTestId('shop-group-10-2027')).getByText('3 Nummern frei'),
    ).toBeTruthy();
  });

  it('filters by type, metal colour and limited, and counts per type in the sidebar', async () => {
    route();
    renderShop(<ShopCatalogue />);
    await screen.findByTestId('shop-group-10-1001');
    expect([count('ring'), count('bracelet'), count('earrings'), count('service_item')]).toEqual([
      '2',
      '1',
      '1',
      '1',
    ]);

    fireEvent.click(screen.getByTestId('shop-filter-metal-WG'));
    expect(pressed('shop-filter-metal-WG')).toBe('true');
    expect(cards()).toEqual(['shop-group-10-1001', 'shop-group-30-3005']);
    expect([count('ring'), count('bracelet'), count('earrings'), count('service_item')]).toEqual([
      '1',
      '0',
      '1',
      '0',
    ]);

    fireEvent.click(screen.getByTestId('shop-filter-ring'));
    expect(cards()).toEqual(['shop-group-10-1001']);
    expect(pressed('shop-sidebar-ring')).toBe('true');

    fireEvent.click(screen.getByTestId('shop-filter-limited'));
    expect(cards()).toEqual([]);
    expect(screen.getByTestId('shop-list-no-matches')).toBeTruthy();
    fireEvent.click(screen.getByTestId('shop-filter-reset'));
    expect(cards()).toHaveLength(5);

    fireEvent.click(screen.getByTestId('shop-filter-limited'));
    expect(cards()).toEqual(['shop-group-10-2027']);
    fireEvent.click(screen.getByTestId('shop-filter-limited'));

    // The sidebar's buttons filter too.
    fireEvent.click(screen.getByTestId('shop-sidebar-service_item'));
    expect(cards()).toEqual(['shop-group-90-9001']);
    expect(pressed('shop-filter-service_item')).toBe('true');
  });

  it('shows the placeholder for an empty assortment', async () => {
    route([]);
    renderShop(<ShopCatalogue />);
    expect((await screen.findByTestId('shop-list-placeholder')).textContent).toBe(
      'Derzeit sind keine Produkte verfügbar.',
    );
  });

  it('opens one order form at a time and closes it after adding to the cart', async () => {
    route();
    renderShop(<ShopCatalogue />);
    const flora = await screen.findByTestId('shop-group-10-1001');
    const toggle = within(flora).getByTestId('shop-group-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(await within(panel).findByTestId('shop-form')).toBeTruthy();

    const service = screen.getByTestId('shop-group-90-9001');
    fireEvent.click(within(service).getByTestId('shop-group-toggle'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(flora).queryByTestId('shop-form')).toBeNull();
    await within(service).findByTestId('shop-price', {}, { timeout: 2000 });

    fireEvent.click(within(service).getByTestId('shop-add-to-cart'));
    await within(service).findByTestId('shop-added');
    await waitFor(() => expect(within(service).queryByTestId('shop-service-form')).toBeNull(), {
      timeout: 2000,
    });
    expect(within(service).getByTestId('shop-group-toggle').getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

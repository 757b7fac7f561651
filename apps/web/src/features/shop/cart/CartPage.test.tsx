import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { formatCents, type Order } from '@maison/domain/shop';
import { cartCount } from '@/features/header/cartCount';
import { routeFetch } from '@/features/portal/testing';
import { ShopBar } from '../ShopBar';
import { CartPage } from './CartPage';
import {
  emptyOrder,
  engravingOption,
  groups,
  jewelryItem,
  order,
  renderShop,
  serviceItem,
} from './testing';

const nav = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
  usePathname: () => '/shop/warenkorb',
  useRouter: () => nav,
}));

const TERMS = '/service/agb';
const ORDER = 'GET /api/v1/commerce/orders/current/';
const PRODUCTS = 'GET /api/v1/commerce/products/';
const chf = (cents: number) => formatCents(cents, 'CHF');
/** The box was added after the ring: newest first puts it on top, by name it comes second. */
const cart = (over: Partial<Order> = {}) =>
  order({
    line_items: [jewelryItem(), serviceItem({ created_at: '2026-03-03T09:00:00.000Z' })],
    ...over,
  });

const lineNames = () =>
  screen.getAllByTestId('cart-line-name').map((el) => el.firstChild?.textContent);

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  nav.push.mockReset();
  vi.unstubAllGlobals();
  cartCount.publish(null);
});

describe('cart page (001 §2)', () => {
  it('shows a spinner while the order loads, then every field of the cart lines', async () => {
    routeFetch({
      [ORDER]: { status: 200, body: cart() },
      [PRODUCTS]: { status: 200, body: groups() },
    });
    renderShop(<CartPage termsHref={TERMS} />);
    expect(screen.getByTestId('cart-loading')).toBeTruthy();
    expect(screen.getByTestId('cart-headline').textContent).toBe('Warenkorb');

    const ring = (await screen.findAllByTestId('cart-line')).find(
      (el) => el.dataset.lineId === 'li-ring',
    )!;
    const text = ring.textContent ?? '';
    for (const expected of [
      'Ring in Gelbgold mit Emaille',
      '10-1001-0560-1-00-C5',
      'Gelbgold (GG)',
      'Ringgröße',
      '56',
      'Hibiskusrot',
      'Textgravur Blockschrift',
      '„Für immer“',
      'Kommission',
      'Anna Berg',
      'Bitte bis Freitag',
      'K-118',
      '15.05.2026',
      chf(50000),
      chf(9000),
      chf(1000),
      chf(4200),
    ])
      expect(text).toContain(expected);
    // 001 §9: when the line was added, relative (older than a week: the date), exact in the title.
    const added = ring.querySelector('time');
    expect(added?.getAttribute('datetime')).toBe('2026-03-02T10:00:00.000Z');
    expect(added?.textContent).toBe('02.03.2026');
    expect(text).toContain('Hinzugefügt');
    expect(within(ring).getByTestId('cart-line-price').textContent).toBe(chf(64200));
    expect(within(ring).queryByTestId('cart-line-quantity')).toBeNull();
    expect(screen.getByTestId('cart-back').getAttribute('href')).toBe('/shop');
    expect(screen.getByTestId('cart-terms').getAttribute('href')).toBe(TERMS);
  });

  it("describes a line in another colour than the group's product without that product's gold", async () => {
    const white = jewelryItem();
    white.metadata = { ...white.metadata, article_metal_color: 'WG' };
    routeFetch({
      [ORDER]: { status: 200, body: order({ line_items: [white] }) },
      [PRODUCTS]: { status: 200, body: groups() },
    });
    renderShop(<CartPage termsHref={TERMS} />);
    const text = (await screen.findByTestId('cart-line')).textContent ?? '';
    expect(text).toContain('Weißgold (WG)');
    expect(text).not.toContain('Ring in Gelbgold');
  });

  it('sorts newest first, or by product name', async () => {
    routeFetch({
      [ORDER]: { status: 200, body: cart() },
      [PRODUCTS]: { status: 200, body: groups() },
    });
    renderShop(<CartPage termsHref={TERMS} />);
    await screen.findAllByTestId('cart-line');
    expect(lineNames()).toEqual(['Ringetui', 'Flora']);

    const sort = within(screen.getByTestId('cart-sort')).getByRole('combobox');
    expect(sort.textContent).toContain('Zuletzt hinzugefügt');
    fireEvent.click(sort);
    fireEvent.click(screen.getByRole('option', { name: 'Produktname' }));
    expect(lineNames()).toEqual(['Flora', 'Ringetui']);
  });

  it('shows subtotal, shipping with its weight tier, total, terms and addresses', async () => {
    routeFetch({
      [ORDER]: { status: 200, body: cart() },
      [PRODUCTS]: { status: 200, body: groups() },
    });
    renderShop(<CartPage termsHref={TERMS} />);
    expect((await screen.findByTestId('cart-subtotal')).textContent).toBe(chf(72200));
    expect(screen.getByTestId('cart-shipping').textContent).toBe(chf(2400));
    expect(screen.getByTestId('cart-total').textContent).toBe(chf(74600));
    const summary = screen.getByRole('region', { name: 'Bestellübersicht' });
    for (const expected of [
      'Versicherter Versand bis 500 g',
      'Rechnung, 30 Tage netto',
      'Bahnhofstrasse 12',
      '8001 Zürich',
      'Schweiz',
    ])
      expect(summary.textContent).toContain(expected);
  });

  it('names the weight tier and the payment terms in every language (decision 0040)', async () => {
    const expected = {
      de: ['Versicherter Versand bis 500 g', 'Rechnung, 30 Tage netto'],
      en: ['Insured shipping up to 500 g', 'Invoice, 30 days net'],
      ja: ['保険付き配送（500 gまで）', '請求書払い（30日以内に全額）'],
      ko: ['보험 적용 배송(500g까지)', '청구서 결제(30일 이내 전액)'],
      'zh-hans': ['保价运输（500 g以内）', '发票付款，30天内全额支付'],
    } as const;
    for (const [locale, [tier, terms]] of Object.entries(expected)) {
      routeFetch({
        [ORDER]: { status: 200, body: cart() },
        [PRODUCTS]: { status: 200, body: groups() },
      });
      renderShop(<CartPage termsHref={TERMS} />, { locale: locale as keyof typeof expected });
      const shipping = (await screen.findByTestId('cart-shipping')).closest('div')!;
      expect(shipping.querySelector('dt')!.textContent, locale).toContain(tier);
      expect(screen.getByTestId('cart-payment-terms').textContent, locale).toBe(terms);
      cleanup();
    }
  });

  it('shows tier names and terms it does not know as the commerce data has them', async () => {
    routeFetch({
      [ORDER]: {
        status: 200,
        body: cart({
          shipments: [{ ...order().shipments[0]!, weight_tier_name: 'Kurier Zürich' }],
          payment_terms: 'Vorkasse',
        }),
      },
      [PRODUCTS]: { status: 200, body: groups() },
    });
    renderShop(<CartPage termsHref={TERMS} />, { locale: 'en' });
    expect((await screen.findByTestId('cart-shipping')).closest('div')!.textContent).toContain(
      'Kurier Zürich',
    );
    expect(screen.getByTestId('cart-payment-terms').textContent).toBe('Vorkasse');
  });

  it('ships for 0 without a shipping method (001 §8)', async () => {
    const noMethod = cart({
      shipments: [
        {
          ...order().shipments[0]!,
          shipping_method: null,
          price_amount_for_shipment_cents: 0,
          weight_tier_name: null,
        },
      ],
    });
    routeFetch({
      [ORDER]: { status: 200, body: noMethod },
      [PRODUCTS]: { status: 200, body: groups() },
    });
    renderShop(<CartPage termsHref={TERMS} />);
    expect((await screen.findByTestId('cart-shipping')).textContent).toBe(chf(0));
    expect(screen.getByTestId('cart-total').textContent).toBe(chf(72200));
  });

  it('changes a service item’s quantity, and shows the hint when it is too large', async () => {
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: cart({ line_items: [jewelryItem(), serviceItem({ quantity: 15 })] }),
    };
    const { calls } = routeFetch({
      [ORDER]: { status: 200, body: cart() },
      [PRODUCTS]: { status: 200, body: groups() },
      'PATCH /api/v1/commerce/line-items/li-box/': () => answer,
    });
    renderShop(<CartPage termsHref={TERMS} />);
    const box = (await screen.findAllByTestId('cart-line'))[0]!;
    const select = within(within(box).getByTestId('cart-line-quantity')).getByRole('combobox', {
      name: 'Menge',
    });
    fireEvent.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '5',
      '10',
      '15',
      '20',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '15' }));
    await waitFor(() => expect(select.textContent).toContain('15'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ quantity: 15 });
    expect(within(box).getByTestId('cart-line-price').textContent).toBe(chf(12000));

    answer = { status: 400, body: { quantity: ['shop.hint.too-large-quantity'] } };
    fireEvent.click(select);
    fireEvent.click(screen.getByRole('option', { name: '20' }));
    expect((await within(box).findByRole('alert')).textContent).toBe(
      'Diese Menge übersteigt die Höchstmenge für diesen Artikel.',
    );
    expect(select.textContent).toContain('15');
  });

  it('explains why larger quantities cannot be chosen (001 §5)', async () => {
    const twoBoxes = cart({
      line_items: [
        jewelryItem(),
        serviceItem({ quantity: 10 }),
        serviceItem({ id: 'li-box-2', quantity: 5, created_at: '2026-03-04T09:00:00.000Z' }),
      ],
    });
    routeFetch({
      [ORDER]: { status: 200, body: twoBoxes },
      [PRODUCTS]: { status: 200, body: groups() },
    });
    renderShop(<CartPage termsHref={TERMS} />);
    const line = (await screen.findAllByTestId('cart-line')).find(
      (el) => el.dataset.lineId === 'li-box',
    )!;
    fireEvent.click(within(line).getByRole('combobox', { name: 'Menge' }));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => [o.textContent, o.getAttribute('aria-disabled')])).toEqual([
      ['5', null],
      ['10', null],
      ['15', null],
      ['20', 'true'],
    ]);
    expect(line.textContent).toContain(
      'Diese Menge übersteigt die Höchstmenge für diesen Artikel.',
    );
  });

  it('deletes a line and moves focus to the next one', async () => {
    const { calls } = routeFetch({
      [ORDER]: { status: 200, body: cart() },
      [PRODUCTS]: { status: 200, body: groups() },
      'DELETE /api/v1/commerce/line-items/li-box/': {
        status: 200,
        body: cart({ line_items: [jewelryItem()] }),
      },
    });
    renderShop(<CartPage termsHref={TERMS} />);
    await screen.findAllByTestId('cart-line');
    fireEvent.click(screen.getByRole('button', { name: 'Ringetui aus dem Warenkorb entfernen' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Flora aus dem Warenkorb entfernen' }),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Ringetui wurde aus dem Warenkorb entfernt.',
    );
  });

  it('keeps a line whose deletion failed and says why', async () => {
    routeFetch({
      [ORDER]: { status: 200, body: cart() },
      [PRODUCTS]: { status: 200, body: groups() },
      'DELETE /api/v1/commerce/line-items/li-ring/': {
        status: 503,
        body: { code: 'commerce_unavailable', detail: 'down' },
      },
    });
    renderShop(<CartPage termsHref={TERMS} />);
    await screen.findAllByTestId('cart-line');
    fireEvent.click(screen.getByRole('button', { name: 'Flora aus dem Warenkorb entfernen' }));
    const ring = screen.getAllByTestId('cart-line')[1]!;
    expect((await within(ring).findByRole('alert')).textContent).toContain('nicht erreichbar');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
  });

  it('shows the empty cart after the last deletion, with focus on the headline', async () => {
    const single = order({ line_items: [serviceItem()], line_item_options: [] });
    routeFetch({
      [ORDER]: { status: 200, body: single },
      [PRODUCTS]: { status: 200, body: groups() },
      'DELETE /api/v1/commerce/line-items/li-box/': { status: 200, body: emptyOrder() },
    });
    renderShop(<CartPage termsHref={TERMS} />);
    fireEvent.click(await screen.findByTestId('cart-line-delete'));
    await screen.findByTestId('cart-empty');
    expect(document.activeElement).toBe(screen.getByTestId('cart-headline'));
  });

  it('places the order: authorize, place, reload, then the success view and a badge of 0', async () => {
    const placed = cart({ status: 'placed', placed_at: '2026-03-04T10:00:00.000Z' });
    let open: Order = cart();
    const { calls } = routeFetch({
      [ORDER]: () => ({ status: 200, body: open }),
      [PRODUCTS]: { status: 200, body: groups() },
      'POST /api/v1/commerce/orders/ord-1/authorize/': { status: 200, body: cart() },
      'POST /api/v1/commerce/orders/ord-1/place/': () => {
        open = emptyOrder();
        return { status: 200, body: placed };
      },
      'POST /api/v1/commerce/orders/ord-1/reload/': { status: 200, body: placed },
    });
    renderShop(
      <>
        <ShopBar />
        <CartPage termsHref={TERMS} />
      </>,
    );
    await screen.findAllByTestId('cart-line');
    await waitFor(() => expect(cartCount.getSnapshot()).toBe(2));

    fireEvent.click(screen.getByTestId('cart-place-order'));
    const success = await screen.findByTestId('cart-success');
    expect(success.textContent).toContain('Vielen Dank für Ihre Bestellung');
    expect(success.textContent).toContain('MA-26000042');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.split('/').at(-2))).toEqual([
      'authorize',
      'place',
      'reload',
    ]);
    expect(screen.queryByTestId('cart-line')).toBeNull();
    expect(screen.queryByTestId('cart-place-order')).toBeNull();
    await waitFor(() => expect(cartCount.getSnapshot()).toBe(0));
    // The next open order is fetched; the success view stays.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/orders/current/')).length).toBeGreaterThan(1),
    );
    expect(screen.getByTestId('cart-success')).toBeTruthy();
    expect(screen.getByTestId('shop-bar-cart').textContent).toContain('Warenkorb (0)');
    expect(document.activeElement?.textContent).toBe('Vielen Dank für Ihre Bestellung');
  });

  it.each([
    [409, { code: 'limit_number_taken', detail: 'taken' }, 'Limitierungsnummer'],
    [400, { code: 'empty_order', detail: 'empty' }, 'nichts zu bestellen'],
    [409, { code: 'not_editable', detail: 'closed' }, 'nicht mehr geändert'],
    [503, { code: 'commerce_unavailable', detail: 'down' }, 'nicht erreichbar'],
  ])('keeps the cart when placing answers %s %o', async (status, body, message) => {
    routeFetch({
      [ORDER]: { status: 200, body: cart() },
      [PRODUCTS]: { status: 200, body: groups() },
      'POST /api/v1/commerce/orders/ord-1/authorize/': { status: 200, body: cart() },
      'POST /api/v1/commerce/orders/ord-1/place/': { status, body },
    });
    renderShop(<CartPage termsHref={TERMS} />);
    fireEvent.click(await screen.findByTestId('cart-place-order'));
    const summary = screen.getByRole('region', { name: 'Bestellübersicht' });
    expect((await within(summary).findByRole('alert')).textContent).toContain(message);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.queryByTestId('cart-success')).toBeNull();
  });

  it('shows the empty cart with a continue button to the shop', async () => {
    routeFetch({
      [ORDER]: { status: 200, body: emptyOrder() },
      [PRODUCTS]: { status: 200, body: [] },
    });
    renderShop(<CartPage termsHref={TERMS} />);
    expect((await screen.findByTestId('cart-empty')).textContent).toContain(
      'Ihr Warenkorb ist leer.',
    );
    expect(screen.queryByTestId('cart-place-order')).toBeNull();
    fireEvent.click(screen.getByTestId('cart-continue'));
    expect(nav.push).toHaveBeenCalledWith('/shop');
  });

  it('speaks the user’s language, with names from the product groups', async () => {
    routeFetch({
      [ORDER]: { status: 200, body: cart({ line_item_options: [engravingOption('li-ring')] }) },
      [PRODUCTS]: { status: 200, body: groups('en') },
    });
    renderShop(<CartPage termsHref="/en/service/terms" />, { locale: 'ja' });
    await screen.findAllByTestId('cart-line');
    expect(screen.getByTestId('cart-headline').textContent).toBe('カート');
    expect(lineNames()).toContain('Flora (EN)');
    expect(screen.getByTestId('cart-terms').textContent).toBe('ご利用規約');
    expect(screen.getByTestId('cart-place-order').textContent).toBe('注文を確定する');
  });
});

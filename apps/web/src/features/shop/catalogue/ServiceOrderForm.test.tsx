import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SHOP_FORM_CLOSE_DELAY_MS } from '@maison/domain/constants';
import { serviceGroup } from '@maison/domain/shop/testing';
import { routeFetch } from '@/features/portal/testing';
import { ServiceOrderForm } from './ServiceOrderForm';
import { order, renderShop, skusRoute } from './testing';

const CURRENT = 'GET /api/v1/commerce/orders/current/';
const LINE_ITEMS = 'POST /api/v1/commerce/orders/current/line-items/';
const SKUS = 'GET /api/v1/commerce/skus/';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const openQuantities = async () => {
  fireEvent.click(within(await screen.findByTestId('shop-quantity')).getByRole('combobox'));
  return screen.getAllByRole('option');
};

describe('service item form (001 §5)', () => {
  it('offers steps of orderQuantity up to maxQuantity, minus what the cart holds', async () => {
    routeFetch({
      [SKUS]: skusRoute(),
      [CURRENT]: { status: 200, body: order([{ sku_code: '90-9001-0-00', quantity: 40 }]) },
    });
    renderShop(<ServiceOrderForm group={serviceGroup()} onClosed={vi.fn()} />);
    const options = await openQuantities();
    expect(options.map((o) => o.textContent)).toEqual(
      [5, 10, 15, 20, 25, 30, 35, 40, 45, 50].map((q) => `${q} Stück`),
    );
    expect(options.map((o) => o.getAttribute('aria-disabled') === 'true')).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(screen.getByTestId('shop-in-cart').textContent).toBe('Bereits im Warenkorb: 40 Stück.');
    expect(screen.queryByTestId('shop-quantity-hint')).toBeNull();
    // 5 × 8 €.
    expect(screen.getByTestId('shop-price').textContent).toBe('40\u00a0€');
  });

  it('shows the too-large hint and no add when no quantity fits', async () => {
    const { calls } = routeFetch({
      [SKUS]: skusRoute(),
      [CURRENT]: { status: 200, body: order([{ sku_code: '90-9001-0-00', quantity: 50 }]) },
      [LINE_ITEMS]: { status: 201, body: {} },
    });
    renderShop(<ServiceOrderForm group={serviceGroup()} onClosed={vi.fn()} />);
    expect((await screen.findByTestId('shop-quantity-hint')).textContent).toBe(
      'Diese Menge übersteigt die Höchstmenge für diesen Artikel.',
    );
    const add = screen.getByTestId('shop-add-to-cart');
    expect(add.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(add);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds the chosen quantity with note and order number, then closes and resets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = routeFetch({
      [SKUS]: skusRoute(),
      [CURRENT]: { status: 200, body: order() },
      [LINE_ITEMS]: { status: 201, body: { line_item: null, order: order() } },
    });
    const onClosed = vi.fn();
    const group = serviceGroup();
    renderShop(<ServiceOrderForm group={group} onClosed={onClosed} />);
    await openQuantities();
    fireEvent.click(screen.getByRole('option', { name: '10 Stück' }));
    fireEvent.change(screen.getByTestId('shop-note'), {
      target: { value: 'Für das Schaufenster' },
    });
    fireEvent.change(screen.getByTestId('shop-order-number'), { target: { value: 'K-9' } });
    fireEvent.click(screen.getByTestId('shop-add-to-cart'));
    await screen.findByTestId('shop-added');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      article_group_id: group.uuid,
      quantity: 10,
      note: 'Für das Schaufenster',
      orderNumber: 'K-9',
    });
    expect(onClosed).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SHOP_FORM_CLOSE_DELAY_MS);
    });
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect((screen.getByTestId('shop-note') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server quantity error under the field', async () => {
    routeFetch({
      [SKUS]: skusRoute(),
      [CURRENT]: { status: 200, body: order() },
      [LINE_ITEMS]: { status: 400, body: { quantity: ['shop.hint.too-large-quantity'] } },
    });
    renderShop(<ServiceOrderForm group={serviceGroup()} onClosed={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('shop-add-to-cart'));
    expect((await screen.findByTestId('shop-error-quantity')).textContent).toBe(
      'Diese Menge übersteigt die Höchstmenge für diesen Artikel.',
    );
  });

  it.each([
    [
      429,
      'Zu viele Versuche in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    ],
    [403, 'Diese Änderung ist Ihnen nicht erlaubt. Bitte laden Sie die Seite neu.'],
    [
      500,
      'Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.',
    ],
    [0, 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.'],
  ])(
    'a failed add (%i; 0: no answer) says why and keeps quantity, note and order number',
    async (status, message) => {
      routeFetch({
        [SKUS]: skusRoute(),
        [CURRENT]: { status: 200, body: order() },
        [LINE_ITEMS]: () => {
          if (status === 0) throw new TypeError('Failed to fetch');
          return { status, body: { detail: 'Request was throttled.' } };
        },
      });
      renderShop(<ServiceOrderForm group={serviceGroup()} onClosed={vi.fn()} />);
      await openQuantities();
      fireEvent.click(screen.getByRole('option', { name: '10 Stück' }));
      fireEvent.change(screen.getByTestId('shop-note'), {
        target: { value: 'Für das Schaufenster' },
      });
      fireEvent.change(screen.getByTestId('shop-order-number'), { target: { value: 'K-9' } });
      fireEvent.click(screen.getByTestId('shop-add-to-cart'));
      expect((await screen.findByTestId('shop-form-error')).textContent).toBe(message);
      expect(screen.queryByTestId('shop-added')).toBeNull();
      expect(
        within(screen.getByTestId('shop-quantity')).getByRole('combobox').textContent,
      ).toContain('10 Stück');
      expect((screen.getByTestId('shop-note') as HTMLTextAreaElement).value).toBe(
        'Für das Schaufenster',
      );
      expect((screen.getByTestId('shop-order-number') as HTMLInputElement).value).toBe('K-9');
    },
  );

  it('reports a SKU the server could not find when adding', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    routeFetch({
      [SKUS]: skusRoute(),
      [CURRENT]: { status: 200, body: order() },
      [LINE_ITEMS]: {
        status: 404,
        body: { code: 'sku_not_found', detail: 'Sku 90-9001-0-00 not found' },
      },
    });
    renderShop(<ServiceOrderForm group={serviceGroup()} onClosed={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('shop-add-to-cart'));
    expect((await screen.findByTestId('shop-sku-not-found')).textContent).toContain('90-9001-0-00');
    expect(error).toHaveBeenCalledWith('Sku 90-9001-0-00 not found');
    expect(screen.getByTestId('shop-add-to-cart').getAttribute('aria-disabled')).toBe('true');
  });
});

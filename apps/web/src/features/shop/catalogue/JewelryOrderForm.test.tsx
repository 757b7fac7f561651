import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SHOP_FORM_CLOSE_DELAY_MS } from '@maison/domain/constants';
import { initialOrderForm } from '@maison/domain/shop';
import { powerBraceletGroup, ringGroup, ringOfTheYearGroup } from '@maison/domain/shop/testing';
import { routeFetch } from '@/features/portal/testing';
import { SHOP_QUERY_KEYS } from '../api';
import { JewelryOrderForm } from './JewelryOrderForm';
import { order, renderShop, skusRoute } from './testing';

const LINE_ITEMS = 'POST /api/v1/commerce/orders/current/line-items/';
const LIMITATIONS = 'GET /api/v1/commerce/limitations/';
const SKUS = 'GET /api/v1/commerce/skus/';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const radio = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const textInput = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Opens the dropdown inside the wrapper with this test id and picks the option named `label`. */
async function pick(testId: string, label: string | RegExp) {
  fireEvent.click(await within(await screen.findByTestId(testId)).findByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('jewelry order form (001 §4, §5)', () => {
  beforeEach(() => {
    routeFetch({ [SKUS]: skusRoute(), [LIMITATIONS]: { status: 200, body: [] } });
  });

  it('forces the default engraving on a nocommission power bracelet and restores the previous one', () => {
    renderShop(<JewelryOrderForm group={powerBraceletGroup()} onClosed={vi.fn()} />);
    // 001 §4: power bracelets start as commission.
    expect(radio('shop-order-type-commission').checked).toBe(true);
    fireEvent.click(screen.getByTestId('shop-engraving-type-2'));
    type('shop-engraving-text', 'Für immer ❤️');
    expect(screen.getByTestId('shop-engraving-preview').textContent).toBe('Für immer ♥');

    fireEvent.click(screen.getByTestId('shop-order-type-nocommission'));
    expect(textInput('shop-engraving-text').value).toBe('Liebe');
    expect(textInput('shop-engraving-text').disabled).toBe(true);
    expect(radio('shop-engraving-type-1').checked).toBe(true);
    expect(radio('shop-engraving-type-1').closest('fieldset')!.disabled).toBe(true);
    expect(screen.getByTestId('shop-engraving-preview').textContent).toBe('Liebe');
    expect(screen.getByText(/tragen immer die Standardgravur/)).toBeTruthy();

    fireEvent.click(screen.getByTestId('shop-order-type-commission'));
    expect(radio('shop-engraving-type-2').checked).toBe(true);
    expect(textInput('shop-engraving-text').value).toBe('Für immer ❤️');
    expect(textInput('shop-engraving-text').disabled).toBe(false);
  });

  it('uses the standard engraving of a power bracelet that has one', () => {
    renderShop(
      <JewelryOrderForm
        group={powerBraceletGroup({ standardEngraving: 'Amore' })}
        onClosed={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByTestId('shop-order-type-nocommission'));
    expect(textInput('shop-engraving-text').value).toBe('Amore');
  });

  it('composes the price of a special colour and a cursive engraving', async () => {
    renderShop(<JewelryOrderForm group={ringGroup()} onClosed={vi.fn()} />);
    expect(
      screen.getByText('Wählen Sie Metallfarbe und Größe, um den Preis zu sehen.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('shop-metal-color-GG'));
    fireEvent.click(screen.getByTestId('shop-special-color-5'));
    fireEvent.click(screen.getByTestId('shop-engraving-type-2'));
    type('shop-engraving-text', 'Anna & Paul');
    const preview = screen.getByTestId('shop-engraving-preview');
    expect(preview.textContent).toBe('Anna & Paul');
    expect(preview.className).toMatch(/cursive/);
    // 56 in GG: 1,260 + special colour 90 + cursive engraving 80.
    expect((await screen.findByTestId('shop-price')).textContent).toBe('1.430\u00a0€');
    expect(screen.getByText('Sonderfarbe', { selector: 'dt' })).toBeTruthy();
  });

  it("names the earliest delivery date once the selection's SKU gives its delivery time", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z'), shouldAdvanceTime: true });
    renderShop(<JewelryOrderForm group={ringGroup()} onClosed={vi.fn()} />);
    const field = screen.getByTestId('shop-delivery-date');
    expect(field.textContent).not.toMatch(/frühestens/);
    fireEvent.click(screen.getByTestId('shop-metal-color-GG'));
    // The SKUs answer 6 weeks (skusRoute).
    await waitFor(() => expect(field.textContent).toContain('(frühestens 10.01.2027)'));
  });

  it('warns about unusual ring sizes and prices special lengths on the base SKU', async () => {
    renderShop(<JewelryOrderForm group={ringGroup()} onClosed={vi.fn()} />);
    fireEvent.click(screen.getByTestId('shop-metal-color-GG'));
    expect(screen.queryByTestId('shop-size-warning')).toBeNull();
    await pick('shop-length', /^45 · Aufpreis 150/);
    expect(screen.getByTestId('shop-size-warning')).toBeTruthy();
    // The base SKU 10-1001-1-00 costs 1,000 (skusRoute); the special length adds 150.
    await waitFor(() => expect(screen.getByTestId('shop-price').textContent).toBe('1.150\u00a0€'));
  });

  it('reports a missing SKU and shows the loader instead of adding', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = routeFetch({
      [SKUS]: skusRoute(['10-1001-0560-1-00']),
      [LINE_ITEMS]: { status: 201, body: {} },
    });
    renderShop(<JewelryOrderForm group={ringGroup()} onClosed={vi.fn()} />);
    fireEvent.click(screen.getByTestId('shop-metal-color-GG'));
    const message = await screen.findByTestId('shop-sku-not-found');
    expect(message.textContent).toContain('10-1001-0560-1-00');
    expect(error).toHaveBeenCalledWith('Sku 10-1001-0560-1-00 not found');
    const add = screen.getByTestId('shop-add-to-cart');
    expect(add.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(add);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // Another colour has its SKU: the message goes.
    fireEvent.click(screen.getByTestId('shop-metal-color-WG'));
    await waitFor(() => expect(screen.queryByTestId('shop-sku-not-found')).toBeNull());
  });

  it('adds the selection, confirms, and closes and resets after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = routeFetch({
      [SKUS]: skusRoute(),
      [LINE_ITEMS]: { status: 201, body: { line_item: null, order: order() } },
    });
    const onClosed = vi.fn();
    const group = ringGroup();
    const { client } = renderShop(<JewelryOrderForm group={group} onClosed={onClosed} />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByTestId('shop-metal-color-GG'));
    type('shop-order-number', 'K-4711');
    await screen.findByTestId('shop-price');
    fireEvent.click(screen.getByTestId('shop-add-to-cart'));

    await screen.findByTestId('shop-added');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      article_group_id: group.uuid,
      selection: {
        ...initialOrderForm(group).selection,
        metalColor: 'GG',
        orderNumber: 'K-4711',
      },
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SHOP_QUERY_KEYS.currentOrder });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SHOP_QUERY_KEYS.limitations });
    expect(onClosed).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SHOP_FORM_CLOSE_DELAY_MS);
    });
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(radio('shop-metal-color-GG').checked).toBe(false);
    expect(textInput('shop-order-number').value).toBe('');
    expect(screen.queryByTestId('shop-added')).toBeNull();
  });

  it('engraves a symbol or an uploaded image, checked before uploading', async () => {
    const { calls, fetchMock } = routeFetch({
      [SKUS]: skusRoute(),
      'POST /api/v1/commerce/engraving-images/': {
        status: 201,
        body: { url: '/media/engraving/abc.png' },
      },
    });
    renderShop(<JewelryOrderForm group={ringGroup()} onClosed={vi.fn()} />);
    fireEvent.click(screen.getByTestId('shop-engraving-type-3'));
    expect(screen.getAllByTestId(/^shop-engraving-symbol-/)).toHaveLength(17);
    fireEvent.click(screen.getByTestId('shop-engraving-symbol-heart'));
    expect(radio('shop-engraving-symbol-heart').checked).toBe(true);
    expect(screen.getByText('Herz')).toBeTruthy();

    const upload = screen.getByTestId('shop-engraving-upload') as HTMLInputElement;
    expect(upload.labels?.[0]?.textContent).toBe('Bild hochladen');
    const pdf = new File(['%PDF'], 'motiv.pdf', { type: 'application/pdf' });
    fireEvent.change(upload, { target: { files: [pdf] } });
    expect(screen.getByTestId('shop-error-engravingImage').textContent).toBe(
      'Bitte wählen Sie eine PNG-, JPEG- oder SVG-Datei.',
    );
    const huge = new File([new Uint8Array(5_000_001)], 'gross.png', { type: 'image/png' });
    fireEvent.change(upload, { target: { files: [huge] } });
    expect(screen.getByTestId('shop-error-engravingImage').textContent).toBe(
      'Das Bild ist größer als 5 MB.',
    );
    expect(calls.some((c) => c.url.includes('engraving-images'))).toBe(false);

    const png = new File(['png'], 'motiv.png', { type: 'image/png' });
    fireEvent.change(upload, { target: { files: [png] } });
    const image = await screen.findByRole('img', { name: 'Ihr hochgeladenes Gravurmotiv' });
    expect(image.getAttribute('src')).toBe('/media/engraving/abc.png');
    expect(radio('shop-engraving-symbol-heart').checked).toBe(false);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('engraving'))!;
    expect(init?.method).toBe('POST');
    expect((init!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.queryByTestId('shop-error-engravingImage')).toBeNull();
  });

  it('shows the server field errors per field', async () => {
    routeFetch({
      [SKUS]: skusRoute(),
      [LINE_ITEMS]: {
        status: 400,
        body: {
          engravingText: ['shop.error.engraving-too-long'],
          note: ['Zu lang.'],
          non_field_errors: ['Ungültige Auswahl.'],
        },
      },
    });
    renderShop(<JewelryOrderForm group={ringGroup()} onClosed={vi.fn()} />);
    fireEvent.click(screen.getByTestId('shop-metal-color-WG'));
    fireEvent.click(screen.getByTestId('shop-engraving-type-1'));
    type('shop-engraving-text', 'Anna');
    fireEvent.click(screen.getByTestId('shop-add-to-cart'));
    expect((await screen.findByTestId('shop-error-engravingText')).textContent).toBe(
      'Der Gravurtext ist zu lang.',
    );
    expect(screen.getByTestId('shop-error-note').textContent).toBe('Zu lang.');
    // A field the form does not show speaks for the whole form.
    expect(screen.getByTestId('shop-form-error').textContent).toBe('Ungültige Auswahl.');
    // Typing again clears that field's message.
    type('shop-engraving-text', 'Anna P.');
    expect(screen.queryByTestId('shop-error-engravingText')).toBeNull();
  });
});

describe('ring of the year (001 §4, §5)', () => {
  it('is sold out without free numbers: no add button', async () => {
    routeFetch({
      [SKUS]: skusRoute(),
      [LIMITATIONS]: { status: 200, body: [{ skuPrefix: '10-2027', limitNumbers: [] }] },
    });
    renderShop(<JewelryOrderForm group={ringOfTheYearGroup()} onClosed={vi.fn()} />);
    expect((await screen.findByTestId('shop-sold-out')).textContent).toContain('Ausverkauft');
    expect(screen.queryByTestId('shop-add-to-cart')).toBeNull();
  });

  it('needs a free number and the end customer name, fixed to commission', async () => {
    const { calls } = routeFetch({
      [SKUS]: skusRoute(),
      [LIMITATIONS]: { status: 200, body: [{ skuPrefix: '10-2027', limitNumbers: [3, 7, 9] }] },
      [LINE_ITEMS]: { status: 201, body: { line_item: null, order: order() } },
    });
    renderShop(<JewelryOrderForm group={ringOfTheYearGroup()} onClosed={vi.fn()} />);
    // The number's dropdown filters: it loads its own chunk.
    await within(await screen.findByTestId('shop-limit-number')).findByRole('combobox');
    expect(radio('shop-order-type-commission').checked).toBe(true);
    expect(screen.queryByTestId('shop-order-type-nocommission')).toBeNull();
    expect(textInput('shop-end-customer-name').required).toBe(true);

    fireEvent.click(screen.getByTestId('shop-add-to-cart'));
    expect((await screen.findByTestId('shop-error-endCustomerName')).textContent).toBe(
      'Dies ist ein Pflichtfeld.',
    );
    expect(screen.getByTestId('shop-error-commission').textContent).toBe(
      'Für eine Kommission brauchen wir den Namen des Endkunden.',
    );
    expect(screen.getByTestId('shop-error-yearlyRingId')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(screen.getByTestId('shop-limit-number')).getByRole('combobox'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Nr. 3',
      'Nr. 7',
      'Nr. 9',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Nr. 7' }));
    type('shop-end-customer-name', 'Anna Berger');
    expect(screen.queryByTestId('shop-error-commission')).toBeNull();
    await screen.findByTestId('shop-price');
    fireEvent.click(screen.getByTestId('shop-add-to-cart'));
    await screen.findByTestId('shop-added');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      selection: { orderType: 'commission', yearlyRingId: 7, endCustomerName: 'Anna Berger' },
    });
  });

  it('reloads the free numbers when the chosen one was taken meanwhile', async () => {
    const { calls } = routeFetch({
      [SKUS]: skusRoute(),
      [LIMITATIONS]: { status: 200, body: [{ skuPrefix: '10-2027', limitNumbers: [3, 7] }] },
      [LINE_ITEMS]: {
        status: 409,
        body: { code: 'limit_number_taken', detail: 'Limit number 7 is taken.' },
      },
    });
    renderShop(<JewelryOrderForm group={ringOfTheYearGroup()} onClosed={vi.fn()} />);
    await pick('shop-limit-number', 'Nr. 7');
    type('shop-end-customer-name', 'Anna Berger');
    fireEvent.click(screen.getByTestId('shop-add-to-cart'));
    expect((await screen.findByTestId('shop-form-error')).textContent).toContain('soeben vergeben');
    expect(screen.getByTestId('shop-error-yearlyRingId').textContent).toBe(
      'Diese Nummer ist nicht mehr frei.',
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('/limitations/'))).toHaveLength(2),
    );
  });
});

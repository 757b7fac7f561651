import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl as render } from '@/ui/test-utils';
import { FILTER_LOADER_MS } from '@maison/domain/constants';
import { ProductList, type ProductListProps } from './ProductList';
import type { ProductSummary } from './summary';

const product = (
  uuid: string,
  filters: Record<string, unknown>,
  extra: Partial<ProductSummary> = {},
): ProductSummary => ({
  uuid,
  href: `/produkte/${uuid}`,
  type: 'ring',
  name: `Ring ${uuid}`,
  name2: null,
  mpn: null,
  isLimited: false,
  image: null,
  price: '1.250 €',
  filters,
  ...extra,
});

const props: ProductListProps = {
  products: [
    product('a', { filterAlloy: ['white_gold'] }, { isLimited: true }),
    product('b', { filterAlloy: ['yellow_gold'] }, { price: null }),
    product('c', { filterAlloy: ['yellow_gold'] }),
  ],
  productType: 'ring',
  view: 'grid',
  panels: [
    {
      groupId: 'alloy',
      title: 'Legierung',
      options: [
        { value: 'white_gold', label: 'Weißgold' },
        { value: 'yellow_gold', label: 'Gelbgold' },
      ],
    },
    { groupId: 'hasHeartSymbol', title: 'Herz', options: [{ value: 'true', label: 'Mit Herz' }] },
  ],
  labels: {
    filters: 'Filter',
    loading: 'Lädt',
    noResult: 'Kein Ergebnis',
    reset: 'Zurücksetzen',
    count: { one: '{count} Stück', other: '{count} Stücke' },
    limited: 'Limitiert',
    priceOnRequest: 'Preis auf Anfrage',
  },
};

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/schmuck/ringe');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ProductList', () => {
  it('renders every product with limited label and price on request', () => {
    render(<ProductList {...props} />);
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    expect(screen.getByText('Limitiert')).toBeTruthy();
    expect(screen.getByText('Preis auf Anfrage')).toBeTruthy();
    expect(screen.getByRole('list').dataset.layout).toBe('triple');
  });

  it('filters after the 1300 ms loader and writes the URL', () => {
    render(<ProductList {...props} />);
    fireEvent.click(screen.getByTestId('filter-alloy-yellow_gold'));
    expect(window.location.search).toBe('?alloy=yellow_gold');
    expect(screen.getByTestId('product-list-loader')).toBeTruthy();
    act(() => vi.advanceTimersByTime(FILTER_LOADER_MS - 1));
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('product-list-loader')).toBeNull();
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByRole('list').dataset.layout).toBe('double');
  });

  it('shows the no-result message with a reset button', () => {
    render(<ProductList {...props} />);
    fireEvent.click(screen.getByTestId('filter-hasHeartSymbol-true'));
    act(() => vi.advanceTimersByTime(FILTER_LOADER_MS));
    expect(screen.getByTestId('product-list-empty').textContent).toContain('Kein Ergebnis');
    fireEvent.click(screen.getAllByText('Zurücksetzen')[1]!);
    act(() => vi.advanceTimersByTime(FILTER_LOADER_MS));
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it('reads the filters from the URL after hydration', () => {
    window.history.replaceState(null, '', '/schmuck/ringe?alloy=white_gold');
    render(<ProductList {...props} />);
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByTestId('filter-alloy-white_gold').getAttribute('aria-pressed')).toBe('true');
  });

  it("counts the matches in the locale's plural form", () => {
    render(<ProductList {...props} />);
    expect(screen.getByText('3 Stücke')).toBeTruthy();
    fireEvent.click(screen.getByTestId('filter-alloy-white_gold'));
    act(() => vi.advanceTimersByTime(FILTER_LOADER_MS));
    expect(screen.getByText('1 Stück')).toBeTruthy();
  });
});

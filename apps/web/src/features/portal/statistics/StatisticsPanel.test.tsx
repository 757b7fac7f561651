import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@maison/domain/permissions';
import { localToday } from '@maison/domain/portal/dates';
import { PortalStatisticsPage } from '../PortalStatisticsPage';
import {
  BASE_ROUTES,
  LOCATIONS,
  portalUser,
  renderPortal,
  routeFetch,
  type Call,
} from '../testing';
import type { StatisticsChartProps } from './charts';
import { StatisticsPanel } from './StatisticsPanel';

const replace = vi.fn();
vi.mock('@/i18n/navigation', () => ({
  usePathname: () => '/portal/statistic',
  useRouter: () => ({ replace }),
}));

// Recharts draws nothing measurable in happy-dom; the stand-in shows what the chart was given.
vi.mock('./charts', () => ({
  default: (props: StatisticsChartProps) => (
    <div data-testid="chart" data-period={props.period}>
      {props.series.map((s) => (
        <span key={s.year} data-testid="chart-series">
          {s.label}: {s.values.map((v) => (v === null ? '-' : props.format(v))).join(' ')}
        </span>
      ))}
    </div>
  ),
}));

afterEach(() => {
  cleanup();
  replace.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const year = Number(localToday().slice(0, 4));
const today = localToday();

/** The contract's answers (docs/portal.md "Aggregates"): groups per currency. */
function answer(params: URLSearchParams) {
  switch (params.get('aggregate_by')) {
    case 'location,sell_out_year':
      return [
        {
          location: 1,
          sell_out_year: year - 1,
          location_name: 'Atelier Wien',
          currency: 'EUR',
          n: 3,
        },
        { location: 1, sell_out_year: year, location_name: 'Atelier Wien', currency: 'EUR', n: 5 },
        {
          location: 4,
          sell_out_year: year,
          location_name: 'Goldhaus Zürich',
          currency: 'CHF',
          n: 2,
        },
      ].map(({ n, ...group }) => ({
        group,
        metrics: { count: n, total_sell_out_value: n * 1000 },
      }));
    case 'sell_out_month':
      return [
        {
          group: { sell_out_month: `${year}-01`, currency: 'EUR' },
          metrics: { count: 4, total_sell_out_value: 4000 },
        },
      ];
    case 'location':
      return [
        ['Atelier Wien', 1, 7, 'EUR', 7000],
        ['Atelier Graz', 2, 9, 'EUR', 1800],
        ['Goldhaus Zürich', 4, 7, 'CHF', 70_000],
        ['Goldhaus Basel', 5, 2, 'CHF', 900],
        ['Atelier Linz', 3, 12, 'EUR', 2400],
      ].map(([location_name, location, count, currency, value]) => ({
        group: { location, location_name, currency },
        metrics: { count, total_sell_out_value: value },
      }));
    case 'product':
      return [
        {
          group: {
            product: '10-1001',
            description_de: 'Ring Flora',
            description_en: 'Flora ring',
            currency: 'EUR',
          },
          metrics: { count: 3, total_sell_out_value: 3600 },
        },
      ];
    case 'sale_user':
      return [
        {
          group: { sale_user: null, sale_user_name: null, currency: 'EUR' },
          metrics: { count: 2, total_sell_out_value: 2400 },
        },
        {
          group: { sale_user: 9, sale_user_name: 'Lena Berger', currency: 'EUR' },
          metrics: { count: 1, total_sell_out_value: 1200 },
        },
      ];
    default:
      return [];
  }
}

function routes(status = 200) {
  return routeFetch({
    ...BASE_ROUTES,
    'GET /api/v1/inventory/aggregates/': (call: Call) => {
      const params = new URL(call.url, 'http://x').searchParams;
      return status === 200
        ? { status, body: { aggregates: answer(params) } }
        : { status, body: { detail: 'Server error.' } };
    },
  });
}

const aggregateCalls = (calls: Call[]) =>
  calls
    .filter((c) => c.url.startsWith('/api/v1/inventory/aggregates/'))
    .map((c) => new URL(c.url, 'http://x').searchParams);
const chartCalls = (calls: Call[]) =>
  aggregateCalls(calls).filter((p) => p.get('aggregate_by')?.includes('sell_out_'));
const lastChartCall = (calls: Call[]) => chartCalls(calls).at(-1)!;

/** Julia without the statistics permission at Goldhaus Basel (id 5). */
const user = portalUser({
  portal_locations: LOCATIONS.map((l) => ({
    location: l.id,
    permissions: PERMISSIONS.filter((p) => l.id !== 5 || p !== 'inventory:view_statistics'),
  })),
});

const choose = async (label: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('statistics page (002 §2, §9)', () => {
  it('asks the yearly chart for the permitted stores, and the toggles change what is asked', async () => {
    const { calls } = routes();
    renderPortal(<StatisticsPanel />, { user });
    const chart = await screen.findByTestId('chart');
    expect(chart.getAttribute('data-period')).toBe('yearly');
    const first = lastChartCall(calls);
    expect(first.getAll('location__in')).toEqual(['1', '2', '4']);
    expect(first.get('aggregate_by')).toBe('location,sell_out_year');
    expect(first.get('include')).toBe('location_name');
    expect(first.get('sell_out_date__isnull')).toBe('false');
    expect(first.get('sell_out_date__gte')).toBe(`${year - 1}-01-01`);
    expect(first.get('sell_out_date__lte')).toBe(today);
    // This year against last year; Zürich sold nothing last year.
    expect(screen.getAllByTestId('chart-series').map((s) => s.textContent)).toEqual([
      `${year - 1}: 3 0`,
      `${year} (laufend bis heute): 5 2`,
    ]);
    const table = screen.getByTestId('chart-table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      `Filiale${year - 1}${year} (laufend bis heute)`,
      'Atelier Wien35',
      'Goldhaus Zürich02',
    ]);

    fireEvent.click(screen.getByRole('switch', { name: 'Zeitraster Monatlich' }));
    await waitFor(() => expect(lastChartCall(calls).get('aggregate_by')).toBe('sell_out_month'));
    expect(lastChartCall(calls).get('sell_out_date__gte')).toBe(`${year}-01-01`);
    await waitFor(() =>
      expect(screen.getByTestId('chart').getAttribute('data-period')).toBe('monthly'),
    );
    // One line, January up to the current month.
    const line = screen.getByTestId('chart-series').textContent!;
    expect(line.split(': ')[1]!.split(' ')).toHaveLength(Number(today.slice(5, 7)));

    await choose('Ansicht', 'Jahresvergleich');
    await waitFor(() =>
      expect(lastChartCall(calls).get('sell_out_date__gte')).toBe(`${year - 2}-01-01`),
    );
    await waitFor(() => expect(screen.getAllByTestId('chart-series')).toHaveLength(3));

    await choose('Artikelart', 'Ring');
    await waitFor(() => expect(lastChartCall(calls).get('article_type')).toBe('ring'));
    expect(aggregateCalls(calls).at(-1)!.getAll('location__in')).toEqual(['1', '2', '4']);
  });

  it('ranks the top 4 stores by count and by value, articles and sale users by name', async () => {
    const { calls } = routes();
    renderPortal(<StatisticsPanel />, { user });
    const byCount = await screen.findByTestId('ranking-location-count');
    await waitFor(() => expect(within(byCount).getAllByTestId('ranking-row')).toHaveLength(4));
    const rows = (id: string) =>
      within(screen.getByTestId(id))
        .getAllByTestId('ranking-row')
        .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows('ranking-location-count')).toEqual([
      ['1', 'Atelier Linz', '12'],
      ['2', 'Atelier Graz', '9'],
      ['3', 'Atelier Wien', '7'],
      ['3', 'Goldhaus Zürich', '7'],
    ]);
    // Values in the currency with the most sell-outs (EUR: 28 of 37), written as prices are.
    expect(rows('ranking-location-value')).toEqual([
      ['1', 'Atelier Wien', '7.000\u00a0€'],
      ['2', 'Atelier Linz', '2.400\u00a0€'],
      ['3', 'Atelier Graz', '1.800\u00a0€'],
    ]);
    expect(rows('ranking-product-count')).toEqual([['1', '10-1001 · Ring Flora', '3']]);
    expect(rows('ranking-sale_user-count')).toEqual([
      ['1', 'Ohne Verkäufer', '2'],
      ['2', 'Lena Berger', '1'],
    ]);
    const ranking = aggregateCalls(calls).find((p) => p.get('aggregate_by') === 'product')!;
    expect(ranking.get('include')).toBe('description_de,description_en');
    expect(ranking.get('sell_out_date__lte')).toBe(today);

    await choose('Zeitraum', `Letztes Jahr (${year - 1})`);
    await waitFor(() =>
      expect(
        aggregateCalls(calls).filter(
          (p) =>
            p.get('aggregate_by') === 'sale_user' &&
            p.get('sell_out_date__gte') === `${year - 1}-01-01` &&
            p.get('sell_out_date__lte') === `${year - 1}-12-31`,
        ),
      ).toHaveLength(1),
    );
  });

  it('shows articles in English for the other locales', async () => {
    routes();
    renderPortal(<StatisticsPanel />, { user, locale: 'en' });
    const table = await screen.findByTestId('ranking-product-count');
    await waitFor(() =>
      expect(within(table).getByTestId('ranking-row').textContent).toContain(
        '10-1001 · Flora ring',
      ),
    );
  });

  it('logs a failed statistics call and shows the chart empty (002 §8)', async () => {
    routes(500);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPortal(<StatisticsPanel />, { user });
    expect(await screen.findByTestId('statistics-empty')).toHaveProperty(
      'textContent',
      'Keine Sell-outs für diese Auswahl.',
    );
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(log).toHaveBeenCalled();
    expect(
      within(screen.getByTestId('ranking-location')).getAllByText(/Keine Sell-outs/),
    ).toHaveLength(2);
  });

  it('sends a user without the statistics permission to the first permitted page (002 §6)', async () => {
    routes();
    const viewer = portalUser({
      portal_locations: [{ location: 1, permissions: ['inventory:view_current'] }],
    });
    renderPortal(<PortalStatisticsPage />, { user: viewer });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/portal/stock'));
    expect(screen.queryByTestId('portal-page')).toBeNull();
  });
});

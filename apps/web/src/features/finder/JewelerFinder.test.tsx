import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithIntl, MESSAGES } from '@/ui/test-utils';
import { JewelerFinder } from './JewelerFinder';

// MapLibre needs WebGL; the map's own behaviour is proven end to end (jeweler-finder.spec.ts).
vi.mock('./FinderMapLazy', () => ({ FinderMapLazy: () => null }));

const place = (name: string, lng: number, lat: number, i: number) => ({
  id: `place.${i}`,
  type: 'Feature',
  place_type: ['place'],
  relevance: 1,
  text: name,
  place_name: name,
  center: [lng, lat],
  geometry: { type: 'Point', coordinates: [lng, lat] },
  context: [],
});
const PLACES = [
  place('Zürich', 8.54, 47.37, 0),
  place('Zürichberg', 8.56, 47.38, 1),
  place('Zürich-Altstetten', 8.49, 47.39, 2),
  place('Zürichsee', 8.67, 47.26, 3),
  place('Zürich Nord', 8.55, 47.41, 4),
];

const jeweler = (i: number, distance: number | null) => ({
  uuid: `j${i}`,
  type: (['boutique', 'lounge', 'jeweler'] as const)[i % 3],
  name: `Juwelier ${i}`,
  address: `Bahnhofstrasse ${i}`,
  zip: '8001',
  city: 'Zürich',
  country: 'CH',
  slug: `juweliere/juwelier-${i}`,
  imageMain: null,
  latitude: 47.37,
  longitude: 8.54,
  distanceToUser: distance,
  pinned: false,
});

let jewelers: ReturnType<typeof jeweler>[] = [];
let unit: 'km' | 'mi' = 'km';
const requests: URL[] = [];
const asked = (path: string) => requests.filter((url) => url.pathname === path);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  requests.length = 0;
  jewelers = [0, 1, 2, 3, 4].map((i) => jeweler(i, null));
  unit = 'km';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      if (url.pathname === '/api/v1/jewelers/') return Response.json({ unit, results: jewelers });
      const features = url.pathname.endsWith('/reverse/') ? PLACES.slice(0, 1) : PLACES;
      return Response.json({ type: 'FeatureCollection', query: [], features, attribution: '' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const box = () => screen.getByRole('combobox');
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const key = (name: string) => fireEvent.keyDown(box(), { key: name });

async function renderFinder(locale: 'de' | 'en' | 'ja' = 'de') {
  renderWithIntl(<JewelerFinder mapStyleUrl={null} />, { locale });
  await settle();
}

describe('JewelerFinder (issue 17)', () => {
  it('asks for places 500 ms after the last key, from 3 characters, and lists at most 4', async () => {
    await renderFinder('de');
    type('Zü');
    await wait(1000);
    expect(asked('/api/v1/geocoding/forward/')).toHaveLength(0);
    type('Zür');
    await wait(499);
    expect(asked('/api/v1/geocoding/forward/')).toHaveLength(0);
    await wait(1);
    const [request, ...more] = asked('/api/v1/geocoding/forward/');
    expect(more).toHaveLength(0);
    expect(Object.fromEntries(request!.searchParams)).toEqual({
      query: 'Zür',
      language: 'de',
      limit: '4',
    });
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('asks the postcode route for digits: 4 are Swiss, 5 German', async () => {
    await renderFinder('ja');
    type('8001');
    await wait(500);
    type('80331');
    await wait(500);
    const asks = asked('/api/v1/geocoding/postcode/').map((u) =>
      Object.fromEntries(u.searchParams),
    );
    expect(asks).toEqual([
      { zip: '8001', country: 'CH', language: 'ja' },
      { zip: '80331', country: 'DE', language: 'ja' },
    ]);
    expect(asked('/api/v1/geocoding/forward/')).toHaveLength(0);
  });

  it('picks a place with the arrows and Enter and loads the results from its centre', async () => {
    await renderFinder('de');
    expect(screen.getByTestId('finder-status').textContent).toBe('5 Ergebnisse');
    type('Zür');
    await wait(500);
    const options = screen.getAllByRole('option');
    key('ArrowDown');
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    key('Enter');
    await settle();
    expect((box() as HTMLInputElement).value).toBe('Zürichberg');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    const last = asked('/api/v1/jewelers/').at(-1)!;
    expect(last.searchParams.get('latitude')).toBe('47.38');
    expect(last.searchParams.get('longitude')).toBe('8.56');
    expect(last.searchParams.get('type')).toBe('boutique,lounge,jeweler');
    expect(screen.getByTestId('finder-status').textContent).toBe(
      '5 Ergebnisse, die nächsten zuerst',
    );
  });

  it('closes the list with Escape, and hides it 400 ms after the field loses focus', async () => {
    await renderFinder('de');
    type('Zür');
    await wait(500);
    key('Escape');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    key('ArrowDown');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(box());
    await wait(399);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await wait(1);
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the first 3 results, then all with "show all"; links go to the jeweler page', async () => {
    await renderFinder('en');
    expect(screen.getAllByTestId('finder-result')).toHaveLength(3);
    const first = screen.getAllByTestId('finder-result')[0]!;
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/en/juweliere/juwelier-0');
    expect(first.textContent).toContain('Switzerland');
    fireEvent.click(screen.getByRole('button', { name: 'Show all (5)' }));
    expect(screen.getAllByTestId('finder-result')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('shows distances in miles for en and in km elsewhere', async () => {
    jewelers = [jeweler(0, 12.3), jeweler(1, 2.46)];
    unit = 'mi';
    await renderFinder('en');
    expect(screen.getAllByTestId('finder-distance').map((d) => d.textContent)).toEqual([
      '12 mi',
      '2.5 mi',
    ]);
    cleanup();
    unit = 'km';
    await renderFinder('de');
    expect(screen.getAllByTestId('finder-distance').map((d) => d.textContent)).toEqual([
      '12 km',
      '2,5 km',
    ]);
  });

  it('toggles the types it asks for; the last one on stays on', async () => {
    await renderFinder('de');
    const boutique = screen.getByRole('button', { name: 'Boutique' });
    const lounge = screen.getByRole('button', { name: 'Lounge' });
    const jewelerToggle = screen.getByRole('button', { name: 'Juwelier' });
    expect([boutique, lounge, jewelerToggle].map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    fireEvent.click(boutique);
    fireEvent.click(lounge);
    await settle();
    expect(asked('/api/v1/jewelers/').at(-1)!.searchParams.get('type')).toBe('jeweler');
    fireEvent.click(jewelerToggle);
    expect(jewelerToggle.getAttribute('aria-pressed')).toBe('true');
    expect(jewelerToggle.getAttribute('aria-disabled')).toBe('true');
  });

  it('says so when nothing matches', async () => {
    jewelers = [];
    await renderFinder('de');
    expect(screen.getByTestId('finder-status').textContent).toBe(
      MESSAGES.de.jeweler['placeholder-no-result'],
    );
  });

  it('shows jeweler.location-error when the browser refuses the position', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
      },
    });
    await renderFinder('de');
    fireEvent.click(screen.getByRole('button', { name: 'Meinen Standort verwenden' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.de.jeweler['location-error']);
  });

  it('names the granted position in the field and loads the results from it', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 48.14, longitude: 11.58 } } as GeolocationPosition),
      },
    });
    await renderFinder('de');
    fireEvent.click(screen.getByRole('button', { name: 'Meinen Standort verwenden' }));
    await settle();
    expect((box() as HTMLInputElement).value).toBe('Zürich');
    expect(Object.fromEntries(asked('/api/v1/geocoding/reverse/')[0]!.searchParams)).toEqual({
      latitude: '48.14',
      longitude: '11.58',
      language: 'de',
    });
    expect(asked('/api/v1/jewelers/').at(-1)!.searchParams.get('latitude')).toBe('48.14');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeGeocoderContract } from '../contract';
import { GeocodingError } from '../types';
import { createMapboxGeocoder, MAPBOX_PLACES_URL, type Fetch } from '.';

interface Exchange {
  request: string;
  response: unknown;
}

const FIXTURES = new URL('./fixtures/', import.meta.url);
const exchanges = new Map(
  readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const exchange = JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as Exchange;
      return [exchange.request, exchange.response] as const;
    }),
);

const TOKEN = 'pk.test-token';

/**
 * Mapbox as the fixtures recorded it: a request the fixtures do not hold fails the test, so
 * the contract checks the adapter's URLs as well as its reading of the answers.
 */
const recordedMapbox: Fetch = async (input) => {
  expect(input.startsWith(MAPBOX_PLACES_URL)).toBe(true);
  const url = new URL(input);
  expect(url.searchParams.get('access_token')).toBe(TOKEN);
  url.searchParams.delete('access_token');
  const request = `${url.pathname.slice(new URL(MAPBOX_PLACES_URL).pathname.length)}${url.search}`;
  const response = exchanges.get(request);
  if (!response) throw new Error(`No recorded Mapbox answer for ${request}`);
  return Response.json(response);
};

describeGeocoderContract('Mapbox adapter on recorded answers', () =>
  createMapboxGeocoder({ accessToken: TOKEN, fetch: recordedMapbox }),
);

describe('Mapbox adapter', () => {
  it('keeps the fields the port promises and drops the rest', async () => {
    const mapbox = createMapboxGeocoder({ accessToken: TOKEN, fetch: recordedMapbox });
    const answer = await mapbox.forward({ query: 'Zür', language: 'de' });
    expect(Object.keys(answer.features[0]!).sort()).toEqual(
      [
        'center',
        'context',
        'geometry',
        'id',
        'place_name',
        'place_type',
        'relevance',
        'text',
        'type',
      ].sort(),
    );
    expect(answer.attribution).toMatch(/Mapbox/);
  });

  it('asks Mapbox nothing for an empty query', async () => {
    const mapbox = createMapboxGeocoder({
      accessToken: TOKEN,
      fetch: () => Promise.reject(new Error('no request expected')),
    });
    expect((await mapbox.forward({ query: '  ', language: 'de' })).features).toEqual([]);
  });

  it('passes the countries and Simplified Chinese as Mapbox names them', async () => {
    const urls: string[] = [];
    const mapbox = createMapboxGeocoder({
      accessToken: TOKEN,
      fetch: async (input) => {
        urls.push(input);
        return Response.json({
          type: 'FeatureCollection',
          query: [],
          features: [],
          attribution: '',
        });
      },
    });
    await mapbox.forward({ query: '上海', language: 'zh-hans', country: ['CN', 'HK'] });
    const url = new URL(urls[0]!);
    expect(url.searchParams.get('language')).toBe('zh-Hans');
    expect(url.searchParams.get('country')).toBe('cn,hk');
  });

  it('fails with a GeocodingError that does not carry the token', async () => {
    const mapbox = createMapboxGeocoder({
      accessToken: TOKEN,
      fetch: async () =>
        Response.json({ message: 'Not Authorized - Invalid Token' }, { status: 401 }),
    });
    const error = await mapbox
      .reverse({ latitude: 1, longitude: 2, language: 'en' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(GeocodingError);
    expect(error).toMatchObject({ status: 401 });
    expect(String(error.message)).not.toContain(TOKEN);
    const down = createMapboxGeocoder({
      accessToken: TOKEN,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(down.forward({ query: 'Bern', language: 'de' })).rejects.toBeInstanceOf(
      GeocodingError,
    );
  });
});

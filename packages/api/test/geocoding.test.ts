import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeocodingError, type Geocoder } from '@maison/services/geocoding';
import { createApp } from '../src';
import { captureLogger, createTestDb, type TestDb } from './helpers';

/** Issue 17: the geocoding routes over the embedded gazetteer (no MAPBOX_TOKEN in tests). */
let testDb: TestDb;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDb();
  app = createApp({
    db: testDb.db,
    logger: captureLogger().logger,
    publishHook: { changed: async () => {} },
  });
}, 120_000);
afterAll(() => testDb.close());

interface Feature {
  text: string;
  place_name: string;
  place_type: string[];
  center: [number, number];
  context: { id: string; text: string; short_code?: string }[];
}
interface Answer {
  type: string;
  query: unknown[];
  features: Feature[];
}

const get = async (path: string) => {
  const res = await app.request(`/api/v1/geocoding/${path}`);
  return { res, body: (await res.json()) as Answer & Record<string, string[]> };
};

describe('GET /api/v1/geocoding/forward/', () => {
  it("answers Mapbox's shape, at most 4, cacheable by anyone", async () => {
    const { res, body } = await get(`forward/?query=${encodeURIComponent('Zür')}&language=de`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect(body.type).toBe('FeatureCollection');
    expect(body.features[0]).toMatchObject({ text: 'Zürich', place_type: ['place'] });
    expect(body.features.length).toBeLessThanOrEqual(4);
  });

  it('finds places in the visitor language and script', async () => {
    const tokyo = (await get(`forward/?query=${encodeURIComponent('東京')}&language=ja`)).body;
    expect(tokyo.features[0]!.place_name).toBe('東京, 日本');
    const munich = (await get('forward/?query=Munich&language=en&limit=1')).body;
    expect(munich.features.map((f) => f.text)).toEqual(['Munich']);
    const swiss = (await get('forward/?query=Ber&language=de&country=ch')).body;
    expect(swiss.features.every((f) => f.context.at(-1)!.short_code === 'ch')).toBe(true);
  });

  it('answers an empty list for an unknown place', async () => {
    const { res, body } = await get('forward/?query=Qxzvbnmplk&language=de');
    expect(res.status).toBe(200);
    expect(body.features).toEqual([]);
  });

  it.each([
    ['language=de', 'query'],
    ['query=%20%20&language=de', 'query'],
    ['query=Bern', 'language'],
    ['query=Bern&language=fr', 'language'],
    ['query=Bern&language=de&limit=5', 'limit'],
    ['query=Bern&language=de&limit=0', 'limit'],
    ['query=Bern&language=de&country=Schweiz', 'country'],
  ])('answers 400 with a field error for %s', async (query, field) => {
    const { res, body } = await get(`forward/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(body)).toEqual([field]);
    expect(body[field]![0]).toEqual(expect.any(String));
  });
});

describe('GET /api/v1/geocoding/postcode/', () => {
  it('resolves 8001 to Zürich (CH) and 80331 to München (DE) by the postal rule', async () => {
    const zurich = (await get('postcode/?zip=8001&language=de')).body;
    expect(zurich.features[0]!.place_name).toBe('8001, Zürich, Schweiz');
    const munich = (await get('postcode/?zip=80331&language=de')).body;
    expect(munich.features[0]!.place_name).toBe('80331, München, Deutschland');
    const explicit = (await get('postcode/?zip=8001&country=DE&language=de')).body;
    expect(explicit.features).toEqual([]);
  });

  it.each([
    ['language=de', 'zip'],
    ['zip=80a31&language=de', 'zip'],
    ['zip=8001&language=xx', 'language'],
    ['zip=8001&language=de&country=CHE', 'country'],
  ])('answers 400 with a field error for %s', async (query, field) => {
    const { res, body } = await get(`postcode/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(body)).toEqual([field]);
  });
});

describe('GET /api/v1/geocoding/reverse/', () => {
  it("names the place at Zürich's centre", async () => {
    const { res, body } = await get('reverse/?latitude=47.3769&longitude=8.5417&language=en');
    expect(res.status).toBe(200);
    expect(body.query).toEqual([8.5417, 47.3769]);
    expect(body.features.map((f) => f.text)).toEqual(['Zürich']);
  });

  it.each([
    ['longitude=8.5&language=de', 'latitude'],
    ['latitude=&longitude=8.5&language=de', 'latitude'],
    ['latitude=north&longitude=8.5&language=de', 'latitude'],
    ['latitude=91&longitude=8.5&language=de', 'latitude'],
    ['latitude=47&longitude=-180.5&language=de', 'longitude'],
    ['latitude=47&longitude=8.5', 'language'],
  ])('answers 400 with a field error for %s', async (query, field) => {
    const { res, body } = await get(`reverse/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(body)).toEqual([field]);
  });
});

describe('a failing geocoder', () => {
  it('answers 502 and reports the cause', async () => {
    const failing: Geocoder = {
      forward: () => Promise.reject(new GeocodingError('Mapbox answered 401', 401)),
      postcode: () => Promise.reject(new GeocodingError('down')),
      reverse: () => Promise.reject(new GeocodingError('down')),
    };
    const reported: unknown[] = [];
    const broken = createApp({
      db: testDb.db,
      logger: captureLogger().logger,
      publishHook: { changed: async () => {} },
      geocoder: failing,
      errorReporter: { captureException: (error) => reported.push(error) },
    });
    const res = await broken.request('/api/v1/geocoding/forward/?query=Bern&language=de');
    expect(res.status).toBe(502);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ detail: 'The geocoding service is unavailable.' });
    expect(reported).toHaveLength(1);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { PLACE_SUGGESTIONS } from '@maison/domain/constants';
import type { Geocoder, GeocodingResponse } from './types';

/** Zürich's centre (Bahnhofstrasse), not GeoNames' point for the city. */
export const ZURICH_CENTRE = { latitude: 47.3769, longitude: 8.5417 };

const texts = (response: GeocodingResponse) => response.features.map((f) => f.text);

/**
 * What every geocoder promises (issue 17 acceptance), in Mapbox's v5 shape. `make` gives the
 * implementation under test; the embedded gazetteer answers from GeoNames, the Mapbox adapter
 * from recorded answers.
 */
export function describeGeocoderContract(name: string, make: () => Geocoder | Promise<Geocoder>) {
  describe(`geocoder contract: ${name}`, () => {
    let geocoder: Geocoder;
    beforeAll(async () => {
      geocoder = await make();
    }, 60_000);

    it('suggests Zürich first for "Zür"', async () => {
      const answer = await geocoder.forward({ query: 'Zür', language: 'de' });
      expect(answer.type).toBe('FeatureCollection');
      expect(answer.features[0]).toMatchObject({
        type: 'Feature',
        text: 'Zürich',
        place_type: ['place'],
      });
      const zurich = answer.features[0]!;
      expect(zurich.center).toEqual(zurich.geometry.coordinates);
      expect(zurich.center[0]).toBeCloseTo(8.55, 1);
      expect(zurich.center[1]).toBeCloseTo(47.37, 1);
      expect(zurich.context.find((c) => c.id.startsWith('country.'))?.short_code).toBe('ch');
    });

    it('suggests München for "Münch"', async () => {
      const answer = await geocoder.forward({ query: 'Münch', language: 'de' });
      expect(texts(answer)[0]).toBe('München');
    });

    it('finds Tokyo for "東京" and Seoul for "서울"', async () => {
      const tokyo = await geocoder.forward({ query: '東京', language: 'ja' });
      expect(texts(tokyo)[0]).toBe('東京');
      expect(tokyo.features[0]!.context.at(-1)?.short_code).toBe('jp');
      const seoul = await geocoder.forward({ query: '서울', language: 'ko' });
      expect(texts(seoul)[0]).toBe('서울');
      expect(seoul.features[0]!.context.at(-1)?.short_code).toBe('kr');
    });

    it(`gives at most ${PLACE_SUGGESTIONS} suggestions`, async () => {
      const answer = await geocoder.forward({ query: 'San', language: 'en', limit: 10 });
      expect(answer.features.length).toBeGreaterThan(0);
      expect(answer.features.length).toBeLessThanOrEqual(PLACE_SUGGESTIONS);
    });

    it('gives an empty list for an unknown place, not an error', async () => {
      const answer = await geocoder.forward({ query: 'Qxzvbnmplk', language: 'de' });
      expect(answer.features).toEqual([]);
    });

    it('resolves postal code 8001 to Zürich (CH) and 80331 to München (DE)', async () => {
      const zurich = await geocoder.postcode({ zip: '8001', language: 'de' });
      expect(zurich.features[0]).toMatchObject({ place_type: ['postcode'], text: '8001' });
      expect(zurich.features[0]!.context.map((c) => c.text)).toContain('Zürich');
      expect(zurich.features[0]!.context.at(-1)?.short_code).toBe('ch');
      const munich = await geocoder.postcode({ zip: '80331', language: 'de' });
      expect(munich.features[0]).toMatchObject({ place_type: ['postcode'], text: '80331' });
      expect(munich.features[0]!.context.map((c) => c.text)).toContain('München');
      expect(munich.features[0]!.context.at(-1)?.short_code).toBe('de');
    });

    it('gives no feature for an unknown postal code', async () => {
      const answer = await geocoder.postcode({ zip: '00000', language: 'de' });
      expect(answer.features).toEqual([]);
    });

    it("reverse-geocodes Zürich's centre to Zürich", async () => {
      const answer = await geocoder.reverse({ ...ZURICH_CENTRE, language: 'de' });
      expect(answer.query).toEqual([ZURICH_CENTRE.longitude, ZURICH_CENTRE.latitude]);
      expect(texts(answer)).toEqual(['Zürich']);
    });
  });
}

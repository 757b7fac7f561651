import { describe, expect, it } from 'vitest';
import { createGeocoder } from '.';

describe('createGeocoder', () => {
  it('uses Mapbox with MAPBOX_TOKEN and the gazetteer without', async () => {
    const original = globalThis.fetch;
    const urls: string[] = [];
    globalThis.fetch = (async (input: string) => {
      urls.push(input);
      return Response.json({ type: 'FeatureCollection', query: [], features: [], attribution: '' });
    }) as typeof fetch;
    try {
      await createGeocoder({ MAPBOX_TOKEN: 'pk.x' }).forward({ query: 'Bern', language: 'de' });
      expect(urls).toHaveLength(1);
      const local = await createGeocoder({}).forward({ query: 'Bern', language: 'de' });
      expect(urls).toHaveLength(1);
      expect(local.features[0]?.text).toBe('Bern');
    } finally {
      globalThis.fetch = original;
    }
  });
});

import { createLocalGeocoder } from './local';
import { createMapboxGeocoder } from './mapbox';
import type { Geocoder } from './types';

export * from './types';

/**
 * Mapbox with MAPBOX_TOKEN (a secret token: the browser only sees our API's answers),
 * otherwise the embedded gazetteer of this process (issue 17).
 */
export function createGeocoder(env: Record<string, string | undefined> = process.env): Geocoder {
  const token = env.MAPBOX_TOKEN;
  return token ? createMapboxGeocoder({ accessToken: token }) : createLocalGeocoder();
}

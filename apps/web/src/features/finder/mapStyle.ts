import type { StyleSpecification } from 'maplibre-gl';

/** The basemap's source: filled on the main thread once the file is fetched (see FinderMap). */
export const BASEMAP_SOURCE = 'countries';

/** Where scripts/build-basemap.mjs puts the basemap and MapLibre's worker (decision 0028). */
export const BASEMAP_PATH = '/maps/countries.geojson';
export const MAP_WORKER_PATH = '/maps/maplibre-gl-worker.mjs';

/** The brand's grounds (styles/tokens.css): MapLibre paints on a canvas, CSS cannot reach it. */
const SEA = '#e9e3d8';
const LAND = '#fbf9f5';
const BORDER = '#cfc6b8';

/**
 * The offline basemap: sea, land and borders of Natural Earth's countries from our own origin,
 * no text (so no glyph files), no tiles, nothing from another host. The countries start empty:
 * MapLibre's worker would fetch them under the worker file's own policy, which allows no
 * requests (features/security/headers.ts), so the page fetches them and hands them over.
 */
export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      [BASEMAP_SOURCE]: {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
        attribution: 'Natural Earth',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      {
        id: 'land',
        type: 'fill',
        source: BASEMAP_SOURCE,
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': LAND },
      },
      {
        id: 'borders',
        type: 'line',
        source: BASEMAP_SOURCE,
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': BORDER, 'line-width': 0.75 },
      },
    ],
  };
}

import type { StyleSpecification } from 'maplibre-gl';

/** Where scripts/build-basemap.mjs puts the basemap and MapLibre's worker (decision 0028). */
export const BASEMAP_PATH = '/maps/countries.geojson';
export const MAP_WORKER_PATH = '/maps/maplibre-gl-worker.mjs';

/** The brand's grounds (styles/tokens.css): MapLibre paints on a canvas, CSS cannot reach it. */
const SEA = '#e9e3d8';
const LAND = '#fbf9f5';
const BORDER = '#cfc6b8';

/**
 * The offline basemap: sea, land and borders of Natural Earth's countries from our own origin,
 * no text (so no glyph files), no tiles, nothing from another host.
 */
export function offlineStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: {
        type: 'geojson',
        data: new URL(BASEMAP_PATH, origin).href,
        attribution: 'Natural Earth',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': LAND } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': BORDER, 'line-width': 0.75 },
      },
    ],
  };
}

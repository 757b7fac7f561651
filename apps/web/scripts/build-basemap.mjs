#!/usr/bin/env node
/**
 * Writes the finder map's offline basemap into public/maps/ (docs/decisions/0028): the
 * countries of Natural Earth (world-atlas, public domain) as GeoJSON, and MapLibre's worker,
 * which the map loads from our origin (the page's Content-Security-Policy allows no blob:
 * workers, and a bundled chunk cannot tell MapLibre where its worker file lies).
 * Nothing is fetched: both come from npm packages.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), '../public/maps');

/** Three decimals are about 100 m, far finer than 1:110m's detail. */
const PRECISION = 1e3;

const round = (coordinates) =>
  typeof coordinates[0] === 'number'
    ? coordinates.map((value) => Math.round(value * PRECISION) / PRECISION)
    : coordinates.map(round);

/**
 * Natural Earth's Russia, Fiji and Antarctica cross the antimeridian, and their rings jump from
 * +180 to -180 and back: drawn as they are, the jumps are lines (and fills) across the whole
 * world. Unwrapped, a ring goes on past 180 and MapLibre draws it across the seam; a ring that
 * goes round a pole (Antarctica) is closed along that pole.
 */
function unwrap(ring) {
  const out = [ring[0]];
  let offset = 0;
  for (let i = 1; i < ring.length; i++) {
    const step = ring[i][0] - ring[i - 1][0];
    if (step > 180) offset -= 360;
    else if (step < -180) offset += 360;
    out.push([ring[i][0] + offset, ring[i][1]]);
  }
  if (offset !== 0) {
    const pole = ring.reduce((sum, [, lat]) => sum + lat, 0) < 0 ? -90 : 90;
    out.push([out.at(-1)[0], pole], [out[0][0], pole]);
  }
  return out;
}

const unwrapPolygons = (geometry) =>
  geometry.type === 'Polygon'
    ? geometry.coordinates.map(unwrap)
    : geometry.coordinates.map((polygon) => polygon.map(unwrap));

// 1:110m: 80 KB gzip (1:50m is 550 KB for coastlines nobody reads on a finder without
// streets); a site that needs detail sets MAP_STYLE_URL.
const atlas = require.resolve('world-atlas/countries-110m.json');
const topology = JSON.parse(readFileSync(atlas, 'utf8'));
const countries = feature(topology, topology.objects.countries);
const slim = {
  type: 'FeatureCollection',
  // Names and ids stay out: the map draws no labels, so it needs no glyphs either.
  features: [
    ...countries.features.map((country) => ({
      type: 'Feature',
      properties: { kind: 'land' },
      geometry: {
        type: country.geometry.type,
        coordinates: round(unwrapPolygons(country.geometry)),
      },
    })),
    // Borders between two countries only: outlines would also trace the antimeridian cuts.
    {
      type: 'Feature',
      properties: { kind: 'border' },
      geometry: (({ type, coordinates }) => ({ type, coordinates: round(coordinates) }))(
        mesh(topology, topology.objects.countries, (a, b) => a !== b),
      ),
    },
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'countries.geojson'), JSON.stringify(slim));
copyFileSync(
  require.resolve('maplibre-gl/dist/maplibre-gl-worker.mjs'),
  join(out, 'maplibre-gl-worker.mjs'),
);

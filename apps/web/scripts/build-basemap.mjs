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
      geometry: { type: country.geometry.type, coordinates: round(country.geometry.coordinates) },
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

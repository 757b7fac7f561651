// The soak's report: per kind of request its counts and p50/p95 beside its ceiling, the totals,
// the memory check, and bench/results/soak.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECK, FLAT_WITHIN, SAMPLE_S, origin } from './config.mjs';
import { stats } from './requests.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const fmt = (v) => (v === null ? '-' : v.toFixed(1));

/**
 * Prints the report of a finished run and writes bench/results/soak.json; with --check, exits 1
 * on any error or when the memory is not flat.
 */
export function report({ memory, elapsedS, serverPid, servesPages }) {
  const summary = {};
  for (const [kind, s] of stats) {
    const sorted = s.ms.sort((a, b) => a - b);
    summary[kind] = {
      requests: s.ok + s.status5xx + s.network + s.expected4xx + s.other4xx,
      errors: s.status5xx + s.network,
      status5xx: s.status5xx,
      network: s.network,
      expected4xx: s.expected4xx,
      other4xx: s.other4xx,
      otherStatuses: s.otherStatuses,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
    };
  }
  const ceilingOf = (kind) =>
    kind.startsWith('page ') && summary['ceiling GET /robots.txt']
      ? 'ceiling GET /robots.txt'
      : 'ceiling GET /api/v1/health/';

  console.log(
    `\n${'kind'.padEnd(34)} ${'requests'.padStart(8)} ${'errors'.padStart(6)} ${'4xx exp.'.padStart(8)} ${'4xx other'.padStart(9)} ` +
      `${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}   ceiling p50 / p95 ms (route)`,
  );
  const kinds = Object.keys(summary).sort(
    (a, b) =>
      (a.startsWith('ceiling') ? 1 : 0) - (b.startsWith('ceiling') ? 1 : 0) || a.localeCompare(b),
  );
  for (const kind of kinds) {
    const k = summary[kind];
    const ceiling = kind.startsWith('ceiling') ? null : summary[ceilingOf(kind)];
    console.log(
      `${kind.padEnd(34)} ${String(k.requests).padStart(8)} ${String(k.errors).padStart(6)} ${String(k.expected4xx).padStart(8)} ` +
        `${String(k.other4xx).padStart(9)} ${fmt(k.p50).padStart(7)} ${fmt(k.p95).padStart(7)}   ` +
        (ceiling
          ? `${fmt(ceiling.p50)} / ${fmt(ceiling.p95)} (${ceilingOf(kind).replace('ceiling ', '')})`
          : '(the ceiling)') +
        (k.other4xx ? `   other statuses ${JSON.stringify(k.otherStatuses)}` : ''),
    );
  }
  const totals = Object.values(summary).reduce(
    (t, k) => ({
      requests: t.requests + k.requests,
      errors: t.errors + k.errors,
      status5xx: t.status5xx + k.status5xx,
      network: t.network + k.network,
      expected4xx: t.expected4xx + k.expected4xx,
      other4xx: t.other4xx + k.other4xx,
    }),
    { requests: 0, errors: 0, status5xx: 0, network: 0, expected4xx: 0, other4xx: 0 },
  );
  console.log(
    `\ntotal ${totals.requests} requests in ${elapsedS.toFixed(0)} s (${(totals.requests / elapsedS).toFixed(1)}/s); ` +
      `errors ${totals.errors} (5xx ${totals.status5xx}, network ${totals.network}; ceiling 0); ` +
      `expected 4xx (429) ${totals.expected4xx}; other 4xx ${totals.other4xx}`,
  );

  // Second minute against last minute; a run shorter than three minutes compares its middle third
  // with its last third instead (and says so).
  let memoryCheck = null;
  if (memory.length > 0) {
    const window = Math.min(60, elapsedS / 3);
    const second = memory.filter((m) => m.s >= window && m.s < 2 * window).map((m) => m.mb);
    const last = memory.filter((m) => m.s >= elapsedS - window).map((m) => m.mb);
    const a = second.length ? median(second) : null;
    const b = last.length ? median(last) : null;
    const change = a && b ? (b - a) / a : null;
    memoryCheck = {
      windowS: window,
      secondMb: a,
      lastMb: b,
      change,
      // null: too few samples to tell (a run of less than about 30 s).
      flat: change === null ? null : Math.abs(change) <= FLAT_WITHIN,
    };
    // Every sample of a short run; a long one by the minute (its samples are in soak.json).
    const byMinute = [];
    for (const m of memory)
      (byMinute[Math.min(Math.floor(m.s / 60), Math.floor(elapsedS / 60) - 1)] ??= []).push(m.mb);
    console.log(
      window === 60
        ? `\nmemory: RSS of pid ${serverPid}, median per minute of the ${SAMPLE_S} s samples (MB): ` +
            byMinute.map((mbs, i) => `${i + 1}: ${median(mbs).toFixed(0)}`).join(', ') +
            `; min ${Math.min(...memory.map((m) => m.mb)).toFixed(0)}, max ${Math.max(...memory.map((m) => m.mb)).toFixed(0)}`
        : `\nmemory: RSS of pid ${serverPid} every ${SAMPLE_S} s (MB): ` +
            memory.map((m) => `${m.s.toFixed(0)} s ${m.mb.toFixed(0)}`).join(', '),
    );
    console.log(
      `  median ${window === 60 ? 'of the second minute' : `of ${window.toFixed(0)}–${(2 * window).toFixed(0)} s`} ${fmt(a)} MB, ` +
        `${window === 60 ? 'of the last minute' : `of the last ${window.toFixed(0)} s`} ${fmt(b)} MB: ` +
        `${change === null ? 'n/a' : `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`} ` +
        `(ceiling ±${FLAT_WITHIN * 100} %: ${memoryCheck.flat === null ? 'too few samples' : memoryCheck.flat ? 'flat' : 'NOT flat'})` +
        (window === 60 ? '' : ' [run shorter than 3 minutes: thirds instead of minutes]'),
    );
  }

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/soak.json'),
    JSON.stringify(
      {
        seconds: elapsedS,
        origin,
        servesPages,
        serverPid,
        totals,
        kinds: summary,
        memory,
        memoryCheck,
      },
      null,
      2,
    ),
  );
  if (CHECK && (totals.errors > 0 || memoryCheck?.flat === false)) process.exit(1);
}

// First-load JavaScript of a route, read from its HTML: every <script src> and every
// <link rel="preload" as="script"> (chunks of blocks behind next/dynamic), summed raw and gzip.
// Used by `npm run bench:bundle`.
import { gzipSync } from 'node:zlib';

/** Budgets in KiB of gzip first-load JS (bench/README.md explains them). */
const BUDGET_CONTENT_KB = 180;
const BUDGET_APP_KB = 240;

/** The routes measured and their budgets. */
export const ROUTES = [
  ['/', BUDGET_CONTENT_KB],
  ['/en', BUDGET_CONTENT_KB],
  ['/ja', BUDGET_CONTENT_KB],
  ['/ko', BUDGET_CONTENT_KB],
  ['/zh-hans', BUDGET_CONTENT_KB],
  ['/schmuck/ringe', BUDGET_CONTENT_KB],
  ['/produkte/10-1001-flora', BUDGET_CONTENT_KB],
  ['/juweliere/juwelier-brenner-stuttgart', BUDGET_CONTENT_KB],
  ['/diese-seite-gibt-es-nicht', BUDGET_CONTENT_KB],
  ['/styleguide', BUDGET_APP_KB],
  ['/anmelden', BUDGET_APP_KB],
  ['/registrieren', BUDGET_APP_KB],
  ['/passwort-vergessen', BUDGET_APP_KB],
  ['/passwort-festlegen', BUDGET_APP_KB],
  ['/konto', BUDGET_APP_KB],
  ['/ja/konto', BUDGET_APP_KB],
  ['/merkliste', BUDGET_APP_KB],
  ['/mailbox', BUDGET_APP_KB],
  // The shells render for anyone, so their scripts are in the HTML without a login.
  ['/portal/stock', BUDGET_APP_KB],
  ['/portal/open-orders', BUDGET_APP_KB],
  ['/portal/statistic', BUDGET_APP_KB],
  ['/shop', BUDGET_APP_KB],
  ['/shop/warenkorb', BUDGET_APP_KB],
  ['/shop/standort', BUDGET_APP_KB],
];

/** A measurer against one server; it fetches each script once across routes. */
export function firstLoadMeter(base, fetchInit = {}) {
  const sizes = new Map();
  async function assetSize(path) {
    if (!sizes.has(path)) {
      const res = await fetch(`${base}${path}`, fetchInit);
      const body = Buffer.from(await res.arrayBuffer());
      sizes.set(path, { raw: body.length, gzip: gzipSync(body).length });
    }
    return sizes.get(path);
  }

  return async function measure(route) {
    const html = await (await fetch(`${base}${route}`, fetchInit)).text();
    const preloaded = [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /\brel="preload"/.test(tag) && /\bas="script"/.test(tag))
      .map((tag) => tag.match(/\bhref="([^"]+\.js[^"]*)"/)?.[1])
      .filter(Boolean);
    // <script nomodule> (Next's legacy polyfills) is never fetched by a browser that runs
    // modules, which is every browser Next 16 supports: listed apart, not counted.
    const scriptTags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js[^"]*)"[^>]*>/g)];
    const noModule = scriptTags.filter((m) => /\bnomodule\b/i.test(m[0])).map((m) => m[1]);
    const scripts = [
      ...new Set([
        ...scriptTags.filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]),
        ...preloaded,
      ]),
    ];
    let legacyGzip = 0;
    for (const src of noModule) legacyGzip += (await assetSize(src)).gzip;
    let raw = 0;
    let gzip = 0;
    for (const src of scripts) {
      const size = await assetSize(src);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { files: scripts.length, raw, gzip, legacyGzip };
  };
}

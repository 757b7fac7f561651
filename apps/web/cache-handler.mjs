// Next's file-system page cache, with each cached page's Content-Security-Policy on its entry
// (docs/decisions/0017, 0023): the hashes of the page's own inline framework scripts, so the
// same HTML can be served to every visitor without a nonce. Next sends an entry's headers with
// its HTML, including the response that rendered it.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const POLICY = 'content-security-policy';

/**
 * The policy module is TypeScript, which the server (`npm start`, run by tsx) can load; during
 * `next build` nothing is served, and the build-time entries get their policy when first read.
 */
let policyModule;
async function policyOf(html) {
  if (process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  policyModule ??= import(
    /* turbopackIgnore: true */ /* webpackIgnore: true */ './src/features/security/cached-page.ts'
  );
  return (await policyModule).cachedPagePolicy(html);
}

/** Adds the policy to a page entry's headers (once per entry object). */
async function withPolicy(value) {
  if (value?.kind !== 'APP_PAGE' || value.html == null || value.headers?.[POLICY]) return;
  const policy = await policyOf(String(value.html));
  if (policy) value.headers = { ...value.headers, [POLICY]: policy };
}

export default class CachedPageHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    await withPolicy(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    await withPolicy(data);
    return super.set(key, data, ctx);
  }
}

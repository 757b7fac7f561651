// Next's page cache (next.config `cacheHandler`): the file-system cache of this process, or with
// REDIS_URL one cache in Redis shared by every web process (docs/decisions/0024), with each
// cached page's Content-Security-Policy on its entry (docs/decisions/0017, 0023): the hashes of
// the page's own inline framework scripts, so the same HTML can be served to every visitor
// without a nonce. Next sends an entry's headers with its HTML, including the response that
// rendered it.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const POLICY = 'content-security-policy';
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/**
 * The policy and Redis modules are TypeScript, which the server (`npm start`, run by tsx) can
 * load; during `next build` nothing is served, the build-time entries get their policy when
 * first read, and they stay on disk.
 */
let policyModule;
async function policyOf(html) {
  if (building()) return undefined;
  policyModule ??= import(
    /* turbopackIgnore: true */ /* webpackIgnore: true */ './src/features/security/cached-page.ts'
  );
  return (await policyModule).cachedPagePolicy(html);
}

let sharedModule;
function sharedCacheModule() {
  if (!process.env.REDIS_URL || building()) return undefined;
  sharedModule ??= import(
    /* turbopackIgnore: true */ /* webpackIgnore: true */ './src/features/cache/shared-page-cache.ts'
  );
  return sharedModule;
}

/** Adds the policy to a page entry's headers (once per entry object). */
async function withPolicy(value) {
  if (value?.kind !== 'APP_PAGE' || value.html == null || value.headers?.[POLICY]) return;
  const policy = await policyOf(String(value.html));
  if (policy) value.headers = { ...value.headers, [POLICY]: policy };
}

export default class CachedPageHandler extends FileSystemCache {
  #serverDistDir;
  #store;

  constructor(ctx) {
    // A web process the e2e tests start beside the main one (another configuration, another
    // database) keeps its regenerated pages in memory: on disk they would replace the build's
    // pages that the main server and the next run serve.
    super(process.env.MAISON_PAGE_CACHE_DISK === 'off' ? { ...ctx, flushToDisk: false } : ctx);
    this.#serverDistDir = ctx.serverDistDir;
  }

  /** Redis with REDIS_URL, else this file-system cache itself. */
  async #backend() {
    if (!this.#store) {
      const fileSystem = {
        get: (key, ctx) => super.get(key, ctx),
        set: (key, data, ctx) => super.set(key, data, ctx),
        revalidateTag: (tags, durations) => super.revalidateTag(tags, durations),
      };
      const shared = sharedCacheModule();
      this.#store = shared
        ? (await shared).sharedPageCache({
            url: process.env.REDIS_URL,
            serverDistDir: this.#serverDistDir,
            fallback: fileSystem,
          })
        : fileSystem;
    }
    return this.#store;
  }

  async get(key, ctx) {
    const entry = await (await this.#backend()).get(key, ctx);
    await withPolicy(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    await withPolicy(data);
    return (await this.#backend()).set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    return (await this.#backend()).revalidateTag(tags, durations);
  }
}

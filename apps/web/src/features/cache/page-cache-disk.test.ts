import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import type { CachedRouteKind } from 'next/dist/server/response-cache/types.js';
import { afterEach, expect, it, vi } from 'vitest';
import CachedPageHandler from '../../../cache-handler.mjs';

/**
 * A web process that e2e tests start beside the main one (MAISON_PAGE_CACHE_DISK=off) keeps
 * its regenerated pages in memory; the main server writes them beside its build.
 */

const dirs: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Sets one page through a handler on a build folder of its own; whether its HTML is on disk. */
async function pageOnDisk(): Promise<boolean> {
  const serverDistDir = mkdtempSync(join(tmpdir(), 'maison-page-cache-'));
  dirs.push(serverDistDir);
  const handler = new CachedPageHandler({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir,
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
    _requestHeaders: {},
  });
  await handler.set(
    '/de/marke',
    {
      // Next declares its kinds as a const enum, which a test compiled file by file cannot read.
      kind: 'APP_PAGE' as unknown as CachedRouteKind.APP_PAGE,
      html: '<!DOCTYPE html><html><body>Marke</body></html>',
      rscData: Buffer.from('0:{}'),
      headers: { 'content-security-policy': "default-src 'self'" },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    },
    { cacheControl: { revalidate: false, expire: undefined }, tags: [] },
  );
  return existsSync(join(serverDistDir, 'app', 'de', 'marke.html'));
}

it('writes a regenerated page beside the build by default', async () => {
  expect(await pageOnDisk()).toBe(true);
});

it('keeps it in memory with MAISON_PAGE_CACHE_DISK=off', async () => {
  vi.stubEnv('MAISON_PAGE_CACHE_DISK', 'off');
  expect(await pageOnDisk()).toBe(false);
});

// A fingerprint of everything that goes into the web build, so `npm start` rebuilds only
// when a source, a message file, the content pack, a lock file or a build-time setting changed.
import { createHash } from 'node:crypto';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const INPUTS = [
  'apps/web/src',
  'apps/web/next.config.ts',
  'apps/web/cache-handler.mjs',
  'apps/web/package.json',
  'apps/web/scripts',
  'packages/api/src',
  'packages/db/src',
  'packages/domain/src',
  'packages/services/src',
  'content',
  'package-lock.json',
];
const SKIP = new Set(['node_modules', '.next', 'test']);
/**
 * Settings the pages read when they render at build time: the tag manager (decision 0047) and
 * the site's address, which canonical, hreflang and Open Graph links carry.
 */
const BUILD_ENV = ['GTM_CONTAINER_ID', 'SITE_URL'];

function walk(path, out) {
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (!SKIP.has(name)) walk(join(path, name), out);
    }
  } else {
    out.push(`${relative(root, path)}:${stat.size}:${Math.floor(stat.mtimeMs)}`);
  }
}

/** The build's inputs and the settings of `env` it bakes into prerendered pages. */
export function sourceFingerprint(env = process.env) {
  const lines = [];
  for (const input of INPUTS) {
    const path = join(root, input);
    if (existsSync(path)) walk(path, lines);
  }
  for (const name of BUILD_ENV) lines.push(`env:${name}=${env[name] ?? ''}`);
  return createHash('sha1').update(lines.join('\n')).digest('hex');
}

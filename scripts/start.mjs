#!/usr/bin/env node
// `npm start`: one command from a fresh clone to a running site with demo data on the
// embedded defaults. Installs when needed, migrates, seeds an empty database, builds when the
// sources changed, then serves on PORT (default 3000).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, sourceFingerprint } from './lib/fingerprint.mjs';

const port = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  MAISON_ENV: process.env.MAISON_ENV ?? 'demo',
  // Canonical links and the sitemap name the site's own address.
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
};

function run(cmd, args, label) {
  console.warn(`maison: ${label}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`maison: ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  run('npm', ['ci', '--no-audit', '--no-fund'], 'installing dependencies (npm ci)');
}

// Content pages are prerendered at build time from the database, so it is seeded first.
run(
  'npx',
  ['tsx', 'packages/db/src/cli/seed.ts', '--if-empty'],
  'migrating and seeding (when empty)',
);

const stampFile = join(root, 'apps/web/.next/maison-source.sha1');
const fingerprint = sourceFingerprint(env);
const built =
  existsSync(join(root, 'apps/web/.next/BUILD_ID')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === fingerprint;
// Cached content reads (unstable_cache) persist on disk beside the build; they belong to the
// database of the server that wrote them, and this build or server may use another DATA_DIR.
const clearContentReads = () =>
  rmSync(join(root, 'apps/web/.next/cache/fetch-cache'), { recursive: true, force: true });
if (!built) {
  clearContentReads();
  run('npm', ['run', 'build'], 'building the web app');
  writeFileSync(stampFile, fingerprint);
}
clearContentReads();

console.warn(`maison: serving on http://localhost:${port}`);
// Our server around Next's handler: proxy headers checked against TRUSTED_PROXIES (issue 14).
const server = spawn('npx', ['tsx', 'apps/web/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));

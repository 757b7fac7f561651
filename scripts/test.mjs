#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failing one.
// The API suite runs on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './lib/fingerprint.mjs';

const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

/**
 * A stage is one step, or steps run at once: the lint (oxlint, the format check, the layer rules,
 * then knip) and the typecheck (TypeScript 7's compiler on one thread) each keep about one of
 * CI's 2 cores busy, so they share the wall time.
 */
const stages = [
  [
    ['lint', 'npm', ['run', 'lint'], envWithoutPg],
    ['typecheck', 'npm', ['run', 'typecheck'], envWithoutPg],
  ],
  [['unit and component tests', 'npm', ['run', 'test:unit'], envWithoutPg]],
  [['API suite on PGlite', 'npm', ['run', 'test:api'], envWithoutPg]],
];
if (TEST_DATABASE_URL) {
  // The PostgreSQL leg proves the same contract on the real server; the fuzzing's breadth (200
  // generated requests per operation, issue 14) is the PGlite leg's, so this one samples 50.
  const pgEnv = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '50' };
  stages.push([['API suite on PostgreSQL', 'npm', ['run', 'test:api'], pgEnv]]);
} else {
  console.warn(
    'test: TEST_DATABASE_URL is not set, the PostgreSQL leg of the API suite is skipped',
  );
}
if (process.env.SKIP_E2E !== '1') {
  // The typecheck step above has checked the types the build would check again. Turbopack's
  // build cache helps the next build on the same machine; writing it took 16 s of a run.
  const e2eEnv = { ...envWithoutPg, MAISON_BUILD_TYPECHECK: 'skip', MAISON_BUILD_CACHE: 'off' };
  stages.push([['end-to-end in Chromium', 'npm', ['run', 'test:e2e'], e2eEnv, browserInstalled]]);
}

/**
 * CI installs Chromium while the first stages run (.ci/run) and writes apt-get's exit status to
 * CI_BROWSER_INSTALL_STATUS; the end-to-end stage waits for it. Elsewhere the browser is there.
 */
async function browserInstalled() {
  const file = process.env.CI_BROWSER_INSTALL_STATUS;
  if (!file) return true;
  const status = () => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
  if (status() === '') console.warn('test: waiting for the Chromium install (.ci/run)');
  while (status() === '') await sleep(1000);
  if (status() === '0') return true;
  console.error(`test: installing Chromium failed (apt-get exited with ${status()})`);
  return false;
}

/** Runs one step; alone it prints as it goes, beside others its output follows when it ends. */
async function run([label, cmd, args, env, ready], alone) {
  if (ready && !(await ready())) return false;
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, env, stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) {
        console.warn(`\n=== ${label} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code === 0) console.warn(`=== ${label}: ok (${seconds} s) ===`);
      else console.error(`\ntest: "${label}" failed after ${seconds} s`);
      resolve(code === 0);
    });
  });
}

let passed = 0;
for (const stage of stages) {
  if (stage.length === 1) console.warn(`\n=== ${stage[0][0]} ===`);
  else console.warn(`\n=== at once: ${stage.map(([label]) => label).join(', ')} ===`);
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = results.filter((ok) => !ok).length;
  passed += results.length - failed;
  if (failed > 0) {
    console.warn(`steps: ${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
console.warn(`\nall steps green`);
console.warn(`steps: ${passed} passed, 0 failed`);

#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failing one.
// The API suite runs on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { root } from './lib/fingerprint.mjs';

const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

const steps = [
  ['lint', 'npm', ['run', 'lint'], envWithoutPg],
  ['typecheck', 'npm', ['run', 'typecheck'], envWithoutPg],
  ['unit and component tests', 'npm', ['run', 'test:unit'], envWithoutPg],
  ['API suite on PGlite', 'npm', ['run', 'test:api'], envWithoutPg],
];
if (TEST_DATABASE_URL) {
  // The PostgreSQL leg proves the same contract on the real server; the fuzzing's breadth (200
  // generated requests per operation, issue 14) is the PGlite leg's, so this one samples 50.
  const pgEnv = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '50' };
  steps.push(['API suite on PostgreSQL', 'npm', ['run', 'test:api'], pgEnv]);
} else {
  console.warn(
    'test: TEST_DATABASE_URL is not set, the PostgreSQL leg of the API suite is skipped',
  );
}
if (process.env.SKIP_E2E !== '1') {
  // The typecheck step above has checked the types the build would check again.
  const e2eEnv = { ...envWithoutPg, MAISON_BUILD_TYPECHECK: 'skip' };
  steps.push(['end-to-end in Chromium', 'npm', ['run', 'test:e2e'], e2eEnv]);
}

let passed = 0;
for (const [label, cmd, args, env] of steps) {
  console.warn(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status !== 0) {
    console.error(`\ntest: "${label}" failed after ${seconds} s`);
    console.warn(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  console.warn(`=== ${label}: ok (${seconds} s) ===`);
  passed += 1;
}
console.warn(`\nall steps green`);
console.warn(`steps: ${passed} passed, 0 failed`);

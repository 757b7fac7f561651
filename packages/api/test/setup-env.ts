import { afterAll } from 'vitest';

// A fixed secret keeps tests from writing DATA_DIR/secret.key into the checkout.
process.env.JWT_SECRET ??= 'test-secret-for-the-maison-api-suite-only';
// The suite reads and resets the throttles' counters in its database (rate_limits), not Redis.
delete process.env.REDIS_URL;

// The API project shares its workers' module graph across files (isolate: false in
// vitest.config.ts), and with it process.env: whatever a test file sets, this puts back after it.
const before = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in before)) delete process.env[name];
  }
  Object.assign(process.env, before);
});

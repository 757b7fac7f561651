// The soak's settings from the environment (bench/soak.mjs and bench/README.md "Soak").
import { register } from 'tsx/esm/api';

register();
const { FORM_RATE_LIMIT_PER_IP, FORM_RATE_WINDOW_S } = await import('@maison/domain');

const env = process.env;
const number = (name, fallback) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number: ${raw}`);
  return n;
};
export const SECONDS = number('SOAK_SECONDS', 600);
export const LANES = Math.floor(number('SOAK_CONCURRENCY', 4));
export const SHOP_LANES = Math.floor(number('SOAK_SHOP_LANES', 2));
export const MAX_REQUESTS = Math.floor(number('SOAK_MAX_REQUESTS', 1_000_000));
export const SAMPLE_S = number('SOAK_SAMPLE_SECONDS', 10);
/** A request that takes longer than this counts as a network error (it would hang a lane). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The memory check: the last minute's median RSS within 10 % of the second minute's. */
export const FLAT_WITHIN = 0.1;
/** Items a portal action touches (a small bulk action, as the portal's checkboxes send). */
export const ACTION_ITEMS = 5;
/** Forms are paced under the per-IP limit, so they measure the form, not the throttle. */
export const FORM_INTERVAL_MS = Math.ceil((FORM_RATE_WINDOW_S * 1000) / FORM_RATE_LIMIT_PER_IP);
export const EMAIL = env.SOAK_EMAIL ?? 'jeweler@maison.test';
export const PASSWORD = env.SOAK_PASSWORD ?? 'maison-demo-2026';
export const CHECK = process.argv.includes('--check');

export const base = new URL(env.SOAK_BASE_URL ?? 'http://127.0.0.1:3000');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname))
  throw new Error(`SOAK_BASE_URL must be a loopback address, not ${base.hostname}`);
export const origin = base.origin;
export const api = `${origin}/api/v1`;

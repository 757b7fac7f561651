// The soak's timed requests: each kind's latencies and outcome counts, and when to stop.
/* global AbortSignal */
import { performance } from 'node:perf_hooks';
import { api, MAX_REQUESTS, REQUEST_TIMEOUT_MS } from './config.mjs';

/** Per kind: latencies (ms) of answered requests and the outcome counts. */
export const stats = new Map();
/** Requests counted so far, and the instant the run ends (set when it starts). */
export const run = { sent: 0, stopAt: Infinity };
export const running = () => performance.now() < run.stopAt && run.sent < MAX_REQUESTS;

function kindStats(kind) {
  let s = stats.get(kind);
  if (!s) {
    s = { ms: [], ok: 0, status5xx: 0, network: 0, expected4xx: 0, other4xx: 0, otherStatuses: {} };
    stats.set(kind, s);
  }
  return s;
}

/**
 * One timed request (the whole body read). `expect` lists the 4xx statuses that are part of
 * normal traffic (429 of a throttle); any 5xx or network error is an error. `record: false`
 * (warm-up, set-up) counts nothing.
 */
export async function hit(
  kind,
  path,
  { method = 'GET', headers = {}, body, expect = [429], record = true } = {},
) {
  const url = path.startsWith('http') ? path : `${api}${path}`;
  const init = {
    method,
    headers: { ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (record) run.sent++;
  const started = performance.now();
  let res;
  let text;
  try {
    res = await fetch(url, init);
    text = await res.text();
  } catch (err) {
    if (record) kindStats(kind).network++;
    return { status: 0, json: null, error: err };
  }
  const ms = performance.now() - started;
  if (record) {
    const s = kindStats(kind);
    if (res.status >= 500) s.status5xx++;
    else if (res.status >= 400 && expect.includes(res.status)) s.expected4xx++;
    else if (res.status >= 400) {
      s.other4xx++;
      s.otherStatuses[res.status] = (s.otherStatuses[res.status] ?? 0) + 1;
    } else {
      s.ok++;
      s.ms.push(ms);
    }
  }
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // a page, not JSON
  }
  return { status: res.status, json };
}

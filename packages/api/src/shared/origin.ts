import type { Context } from 'hono';

/**
 * The same-origin check of cookie-authenticated writes (issue 14), one implementation for the
 * session cookie and the commerce cookie. The forwarded headers it reads were sanitized by our
 * servers (forwarded.ts), so they are facts here.
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let configured: { key: string; origins: Set<string> } | undefined;

function originOf(url: string, variable: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${variable}: "${url}" is not an absolute URL.`);
  }
}

/** SITE_URL's origin and ALLOWED_ORIGINS (comma-separated), read once per value. */
function configuredOrigins(env: Record<string, string | undefined> = process.env) {
  const key = `${env.SITE_URL ?? ''}\n${env.ALLOWED_ORIGINS ?? ''}`;
  if (configured?.key !== key) {
    const origins = new Set<string>();
    if (env.SITE_URL) origins.add(originOf(env.SITE_URL, 'SITE_URL'));
    for (const entry of (env.ALLOWED_ORIGINS ?? '').split(',')) {
      if (entry.trim()) origins.add(originOf(entry.trim(), 'ALLOWED_ORIGINS'));
    }
    configured = { key, origins };
  }
  return configured.origins;
}

/**
 * The origin the browser addressed: the scheme and host a trusted proxy forwarded, else the
 * Host header (a browser always sends the host of the URL it requests) and our own scheme.
 */
function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.replace(/:$/, '');
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

/**
 * Whether an unsafe request may not use a cookie: the browser says it comes from another site
 * (`Sec-Fetch-Site`), or its Origin is neither the address it was sent to nor a configured one.
 * Without both headers (no browser, or a very old one) the SameSite=Lax cookie is the guard.
 */
export function isCrossOriginWrite(c: Context): boolean {
  if (!UNSAFE_METHODS.has(c.req.method)) return false;
  const site = c.req.header('sec-fetch-site');
  if (site === 'same-origin') return false;
  const origin = c.req.header('origin');
  if (origin === undefined) return site === 'cross-site' || site === 'same-site';
  return origin !== requestOrigin(c) && !configuredOrigins().has(origin);
}

import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The trust boundary for proxy headers (issue 14). Our HTTP servers (the web's `scripts/serve.ts`
 * and the API's `server.ts`) call `sanitizeForwardedHeaders` on every request before any code
 * sees it: `X-Forwarded-*` survive only from a peer listed in TRUSTED_PROXIES, and
 * `X-Forwarded-For` is replaced by the one client address worked out here. Code behind the
 * servers (Next's proxy, the Hono app in-process) may then read those headers as facts.
 */

/** The forwarded headers a client could forge; dropped unless a trusted proxy sent them. */
const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
] as const;

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) as `127.0.0.1`. */
export function normalizeIp(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/**
 * TRUSTED_PROXIES: comma-separated addresses and CIDR ranges (`10.0.0.0/8`, `::1`,
 * `fd00::/8`); none by default. Throws on an entry that is neither, naming it.
 */
export function parseTrustedProxies(value: string | undefined): BlockList {
  const list = new BlockList();
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    const bits = prefix === undefined ? null : Number(prefix);
    const maxBits = family === 'ipv4' ? 32 : 128;
    if (
      !family ||
      rest.length > 0 ||
      (bits !== null && (!Number.isInteger(bits) || bits < 0 || bits > maxBits))
    ) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range.`);
    }
    if (bits === null) list.addAddress(address, family);
    else list.addSubnet(address, bits, family);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const ip = normalizeIp(address);
  if (isIPv4(ip)) return list.check(ip, 'ipv4');
  if (isIPv6(ip)) return list.check(ip, 'ipv6');
  return false;
}

/**
 * The client's address: the peer itself unless it is a trusted proxy; then the right-most
 * `X-Forwarded-For` entry that is not a trusted proxy (entries left of it were written by the
 * client and prove nothing).
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string {
  let current = normalizeIp(peer);
  if (!isTrusted(trusted, current)) return current;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => normalizeIp(hop))
    .filter((hop) => isIPv4(hop) || isIPv6(hop));
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    current = hops[i]!;
    if (!isTrusted(trusted, current)) return current;
  }
  return current;
}

function first(value: string | string[] | undefined): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return single?.split(',')[0]?.trim() || undefined;
}

/**
 * Rewrites a Node request's headers in place (the parsed and the raw list, which some servers
 * read instead): from an untrusted peer every forwarded header is dropped; from a trusted proxy
 * the first `X-Forwarded-Proto`/`-Host` value is kept. Either way `X-Forwarded-For` ends up as
 * the single client address.
 */
export function sanitizeForwardedHeaders(request: IncomingMessage, trusted: BlockList): void {
  const { headers } = request;
  const peer = request.socket.remoteAddress ?? '';
  const fromProxy = peer !== '' && isTrusted(trusted, peer);
  const forwardedFor = headers['x-forwarded-for'];
  const proto = first(headers['x-forwarded-proto']);
  const host = first(headers['x-forwarded-host']);
  const kept: Record<string, string> = {};
  if (fromProxy && (proto === 'http' || proto === 'https')) kept['x-forwarded-proto'] = proto;
  if (fromProxy && host) kept['x-forwarded-host'] = host;
  const client = clientAddress(
    peer,
    Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    trusted,
  );
  if (client) kept['x-forwarded-for'] = client;

  const dropped = new Set<string>(FORWARDED_HEADERS);
  for (const name of FORWARDED_HEADERS) delete headers[name];
  Object.assign(headers, kept);
  const raw: string[] = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i]!;
    if (!dropped.has(name.toLowerCase())) raw.push(name, request.rawHeaders[i + 1]!);
  }
  for (const [name, value] of Object.entries(kept)) raw.push(name, value);
  request.rawHeaders.splice(0, request.rawHeaders.length, ...raw);
}

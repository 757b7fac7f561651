import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  normalizeIp,
  parseTrustedProxies,
  sanitizeForwardedHeaders,
} from '../src/shared/forwarded';

function request(peer: string, raw: string[]): IncomingMessage {
  const headers: Record<string, string> = {};
  for (let i = 0; i < raw.length; i += 2) headers[raw[i]!.toLowerCase()] = raw[i + 1]!;
  return { socket: { remoteAddress: peer }, headers, rawHeaders: [...raw] } as never;
}

describe('TRUSTED_PROXIES', () => {
  it('parses addresses and ranges of both families, and names a bad entry', () => {
    const list = parseTrustedProxies(' 10.0.0.0/8, 192.0.2.1 ,fd00::/8,::1');
    expect(list.check('10.200.3.4', 'ipv4')).toBe(true);
    expect(list.check('192.0.2.1', 'ipv4')).toBe(true);
    expect(list.check('192.0.2.2', 'ipv4')).toBe(false);
    expect(list.check('fd12::1', 'ipv6')).toBe(true);
    expect(list.check('::1', 'ipv6')).toBe(true);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/proxy.internal/);
  });

  it('trusts nothing by default', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', parseTrustedProxies(undefined))).toBe(
      '127.0.0.1',
    );
  });
});

describe('client address', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8');

  it('is the right-most hop that is no trusted proxy', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.5', trusted)).toBe(
      '203.0.113.9',
    );
  });

  it('maps IPv4 peers of dual-stack sockets', () => {
    expect(normalizeIp('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientAddress('::ffff:10.1.2.3', '203.0.113.9', trusted)).toBe('203.0.113.9');
  });

  it('skips garbage hops and falls back to the last trusted one', () => {
    expect(clientAddress('10.0.0.2', 'not-an-ip, 10.0.0.7', trusted)).toBe('10.0.0.7');
  });
});

describe('sanitizeForwardedHeaders', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8');
  const forged = [
    'Host',
    'shop.example.com',
    'X-Forwarded-For',
    '6.6.6.6',
    'X-Forwarded-Proto',
    'https',
    'X-Forwarded-Host',
    'evil.example',
    'Forwarded',
    'for=6.6.6.6',
  ];

  it('drops every forwarded header of an untrusted peer and names the peer as client', () => {
    const req = request('203.0.113.9', forged);
    sanitizeForwardedHeaders(req, trusted);
    expect(req.headers).toEqual({ host: 'shop.example.com', 'x-forwarded-for': '203.0.113.9' });
    expect(req.rawHeaders).toEqual(['Host', 'shop.example.com', 'x-forwarded-for', '203.0.113.9']);
  });

  it('keeps a trusted proxy’s scheme and host and resolves the client', () => {
    const req = request('10.0.0.2', forged);
    sanitizeForwardedHeaders(req, trusted);
    expect(req.headers).toEqual({
      host: 'shop.example.com',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-for': '6.6.6.6',
    });
  });

  it('refuses a scheme other than http or https', () => {
    const req = request('10.0.0.2', ['X-Forwarded-Proto', 'javascript']);
    sanitizeForwardedHeaders(req, trusted);
    expect(req.headers['x-forwarded-proto']).toBeUndefined();
  });
});

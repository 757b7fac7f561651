import { describe, expect, it } from 'vitest';
import { fileHeaders, mapWorkerHeaders, securityHeaders } from './headers';
import { createNonce } from './nonce';
import { documentPolicy, FILE_POLICY, securityEnvironment } from './policy';

const demo = { production: false, development: false, mapOrigins: [], tagManager: false };
const production = { production: true, development: false, mapOrigins: [], tagManager: false };

/** The sources of one directive of a serialized policy. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split('; ').find((d) => d.split(' ')[0] === name);
  return found?.split(' ').slice(1);
}

describe('page policy', () => {
  it('allows the nonce, and inline scripts by nothing else', () => {
    const policy = documentPolicy({ nonce: 'abc' }, demo);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('allows a cached page its framework scripts by hash, without strict-dynamic', () => {
    const policy = documentPolicy({ hashes: ['sha256-AAA=', 'sha256-BBB='] }, demo);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
  });

  it('names no other host and keeps framing to the site', () => {
    const policy = documentPolicy({ nonce: 'abc' }, production);
    expect(policy).not.toMatch(/https?:|\*/);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('upgrades sub-requests only in production, and allows eval only in next dev', () => {
    expect(
      directive(documentPolicy({ nonce: 'n' }, production), 'upgrade-insecure-requests'),
    ).toEqual([]);
    expect(
      directive(documentPolicy({ nonce: 'n' }, demo), 'upgrade-insecure-requests'),
    ).toBeUndefined();
    const dev = documentPolicy(
      { nonce: 'n' },
      { production: false, development: true, mapOrigins: [], tagManager: false },
    );
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'");
  });

  it('reads the environment from MAISON_ENV and NODE_ENV', () => {
    expect(securityEnvironment({ MAISON_ENV: 'production', NODE_ENV: 'production' })).toEqual(
      production,
    );
    expect(securityEnvironment({ NODE_ENV: 'production' })).toEqual(demo);
    expect(securityEnvironment({ MAISON_ENV: 'demo', NODE_ENV: 'development' }).development).toBe(
      true,
    );
  });
});

describe('headers', () => {
  const names = (list: { key: string }[]) => list.map((h) => h.key);

  it('sends HSTS only in production', () => {
    expect(names(securityHeaders(demo))).not.toContain('Strict-Transport-Security');
    const hsts = securityHeaders(production).find((h) => h.key === 'Strict-Transport-Security');
    expect(hsts?.value).toBe('max-age=31536000; includeSubDomains');
  });

  it('denies camera, microphone and payment and keeps geolocation to the site', () => {
    const value = securityHeaders(demo).find((h) => h.key === 'Permissions-Policy')!.value;
    expect(value.split(', ')).toEqual(
      expect.arrayContaining(['camera=()', 'microphone=()', 'payment=()', 'geolocation=(self)']),
    );
  });

  it('gives files a policy under which nothing runs', () => {
    expect(fileHeaders(demo)).toContainEqual({
      key: 'Content-Security-Policy',
      value: FILE_POLICY,
    });
    expect(FILE_POLICY).toBe("default-src 'none'; frame-ancestors 'self'; sandbox");
  });
});

describe('nonce', () => {
  it('is 128 random bits, new each time', () => {
    const nonce = createNonce();
    expect(atob(nonce)).toHaveLength(16);
    expect(createNonce()).not.toBe(nonce);
  });
});

describe('a hosted map style (MAP_STYLE_URL, decision 0028)', () => {
  const env = securityEnvironment({
    NODE_ENV: 'production',
    MAP_STYLE_URL: 'https://tiles.example.com/styles/maison/style.json?key=abc',
    MAP_ORIGINS: 'https://glyphs.example.com/fonts/, not a url, https://tiles.example.com',
  });

  it('lets the page and the map worker reach the style’s hosts, and only them', () => {
    expect(env.mapOrigins).toEqual(['https://tiles.example.com', 'https://glyphs.example.com']);
    const policy = documentPolicy({ nonce: 'n' }, env);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://tiles.example.com',
      'https://glyphs.example.com',
    ]);
    expect(directive(policy, 'img-src')).toContain('https://tiles.example.com');
    expect(directive(policy, 'script-src')).not.toContain('https://tiles.example.com');
    const worker = mapWorkerHeaders(env).find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(directive(worker, 'default-src')).toEqual(["'none'"]);
    expect(directive(worker, 'connect-src')).toEqual([
      'https://tiles.example.com',
      'https://glyphs.example.com',
    ]);
  });

  it('names no host without a style: MAP_ORIGINS alone opens nothing', () => {
    const offline = securityEnvironment({
      NODE_ENV: 'production',
      MAP_ORIGINS: 'https://tiles.example.com',
    });
    expect(offline.mapOrigins).toEqual([]);
    expect(documentPolicy({ nonce: 'n' }, offline)).not.toMatch(/https?:/);
    const worker = mapWorkerHeaders(offline).find((h) => h.key === 'Content-Security-Policy');
    expect(worker?.value).toBe("default-src 'none'");
  });
});

describe('page policy with a tag manager container (GTM_CONTAINER_ID, decision 0047)', () => {
  it('allows the loader and its tags’ hosts, in script, image and connect sources only', () => {
    const env = securityEnvironment({ NODE_ENV: 'production', GTM_CONTAINER_ID: 'GTM-AB12CD3' });
    expect(env.tagManager).toBe(true);
    for (const scripts of [{ nonce: 'n' }, { hashes: ['sha256-AAA='] }]) {
      const policy = documentPolicy(scripts, env);
      expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
      expect(directive(policy, 'connect-src')).toEqual([
        "'self'",
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]);
      expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
      expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    }
  });

  it('names none of them without a container, or with a value that is not a container id', () => {
    for (const GTM_CONTAINER_ID of [undefined, '', 'UA-12345-1', 'GTM-<script>']) {
      const env = securityEnvironment({ NODE_ENV: 'production', GTM_CONTAINER_ID });
      expect(env.tagManager, String(GTM_CONTAINER_ID)).toBe(false);
      expect(documentPolicy({ nonce: 'n' }, env)).not.toMatch(/google/);
    }
  });
});

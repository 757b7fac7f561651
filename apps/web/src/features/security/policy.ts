/**
 * The Content-Security-Policy of the site's documents and files (docs/decisions/0017). Every
 * source is the site's own origin: fonts are self-hosted, images come from /api/cms/ assets, the
 * browser talks only to /api/. No directive names another host, unless the finder's map draws a
 * hosted style (MAP_STYLE_URL, decision 0028): then its origin and MAP_ORIGINS' may be reached;
 * or a tag manager container is configured (GTM_CONTAINER_ID, decision 0047).
 */
import { tagManagerContainer, TAG_MANAGER_SOURCES } from '../tracking/tagManager';

/** Where a document's inline scripts come from: its own render, or a cached copy of it. */
export type InlineScripts =
  /** Rendered for this request: Next puts the nonce on each of its scripts. */
  | { nonce: string }
  /** Served from a cache: the hashes of the framework's inline scripts (inline-scripts.ts). */
  | { hashes: readonly string[] };

export interface SecurityEnvironment {
  /** MAISON_ENV=production (docs/decisions/0003): HTTPS, so HSTS and upgraded sub-requests. */
  production: boolean;
  /** `next dev`: React's development build rebuilds server error stacks with eval. */
  development: boolean;
  /**
   * The map style's origin and MAP_ORIGINS' (its tiles, glyphs and sprites on other hosts):
   * the finder's map and its worker fetch from them. Empty on the offline basemap.
   */
  mapOrigins: readonly string[];
  /** GTM_CONTAINER_ID is set: its loader and its tags' hosts are allowed. */
  tagManager: boolean;
}

/** Origins of absolute http(s) URLs; anything else (a typo, a path) adds no source. */
function origins(urls: readonly (string | undefined)[]): string[] {
  const found = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      const parsed = new URL(url.trim());
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') found.add(parsed.origin);
    } catch {
      // Not an absolute URL: nothing to allow.
    }
  }
  return [...found];
}

/** The environment at this moment: the proxy reads it for every request. */
export function securityEnvironment(env: NodeJS.ProcessEnv = process.env): SecurityEnvironment {
  return {
    production: env.MAISON_ENV === 'production',
    development: env.NODE_ENV === 'development',
    mapOrigins: env.MAP_STYLE_URL
      ? origins([env.MAP_STYLE_URL, ...(env.MAP_ORIGINS ?? '').split(',')])
      : [],
    tagManager: tagManagerContainer(env) !== null,
  };
}

type Directive = readonly [name: string, ...sources: string[]];

function serialize(directives: readonly Directive[]): string {
  return directives.map((directive) => directive.join(' ')).join('; ');
}

function scriptSources(scripts: InlineScripts, development: boolean): string[] {
  const sources =
    'nonce' in scripts
      ? // 'strict-dynamic' lets the nonced runtime load the chunks of next/dynamic and routes.
        ["'self'", `'nonce-${scripts.nonce}'`, "'strict-dynamic'"]
      : // No 'strict-dynamic': it would drop 'self', and Next's SRI leaves some chunks without
        // an integrity attribute to match a hash on (decision 0017).
        ["'self'", ...scripts.hashes.map((hash) => `'${hash}'`)];
  if (development) sources.push("'unsafe-eval'");
  return sources;
}

function tags(env: SecurityEnvironment, kind: keyof typeof TAG_MANAGER_SOURCES): string[] {
  return env.tagManager ? [...TAG_MANAGER_SOURCES[kind]] : [];
}

/** The policy of an HTML page. */
export function documentPolicy(scripts: InlineScripts, env: SecurityEnvironment): string {
  const directives: Directive[] = [
    ['default-src', "'self'"],
    ['script-src', ...scriptSources(scripts, env.development), ...tags(env, 'script')],
    // Style attributes cannot carry a nonce, and the server renders computed ones (overlays,
    // aspect ratios, swatch colours, table offsets); Radix's scroll lock adds a <style> element
    // at run time, which would need a nonce a cached page does not have. So inline styles stay
    // allowed; a nonce here would switch 'unsafe-inline' off.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: and blob: images cannot run code or reach another host; nothing needs them today,
    // they keep inline icons and local previews (an upload before it is sent) possible.
    ['img-src', "'self'", 'data:', 'blob:', ...env.mapOrigins, ...tags(env, 'img')],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...env.mapOrigins, ...tags(env, 'connect')],
    // The iframe block embeds pages of this site (the kitchen sink shows the home page).
    ['frame-src', "'self'"],
    ['frame-ancestors', "'self'"],
    ['form-action', "'self'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  if (env.production) directives.push(['upgrade-insecure-requests']);
  return serialize(directives);
}

/**
 * The policy of a file (scripts, styles, fonts, the icon, robots.txt, the sitemap). It applies
 * only when a file is opened as a document, e.g. the SVG icon in its own tab: then nothing in
 * it may run or load.
 */
export const FILE_POLICY = serialize([
  ['default-src', "'none'"],
  ['frame-ancestors', "'self'"],
  ['sandbox'],
]);

/**
 * The policy of MapLibre's worker file (/maps/): a worker runs under its own file's policy. It
 * may fetch from the map style's hosts, and nothing else; on the offline basemap, from nowhere
 * (the page hands it the countries).
 */
export function mapWorkerPolicy(env: SecurityEnvironment): string {
  return serialize([
    ['default-src', "'none'"],
    ...(env.mapOrigins.length ? [['connect-src', ...env.mapOrigins] as const] : []),
  ]);
}

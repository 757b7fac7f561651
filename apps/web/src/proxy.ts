import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { KNOWN_PATHS_TTL_MS, LOCALES, type Locale } from '@maison/domain/constants';
import {
  NOT_FOUND_SEGMENT,
  careerPathId,
  isAppRoutePath,
  isCareerPath,
  isKnownPagePath,
  storyAddressElsewhere,
} from './features/content/known-paths';
import { PREVIEW_COOKIE } from './features/content/preview';
import { createLinksCache } from './features/content/links-cache';
import { publishCount } from './features/content/publish-count';
import type { LinksMap } from './features/content/types';
import { NOT_FOUND_MARK } from './features/cache/not-found-status';
import { MAP_WORKER_PATH } from './features/finder/mapStyle';
import { canonicalPagePath } from './i18n/page-path';
import { routing } from './i18n/routing';
import {
  fileHeaders,
  mapWorkerHeaders,
  securityHeaders,
  type HeaderList,
} from './features/security/headers';
import { createNonce } from './features/security/nonce';
import { documentPolicy, securityEnvironment } from './features/security/policy';

const handleI18nRouting = createMiddleware(routing);

/** The origin of the request that renews the link list, as each request asked its own before. */
let linksOrigin = '';

/** The content service's link list (features/content/links-cache.ts). */
const linksCache = createLinksCache({
  load: () =>
    fetch(`${process.env.API_URL ?? linksOrigin}/api/cms/v2/cdn/links?version=published`).then(
      async (res) => (res.ok ? ((await res.json()) as { links: LinksMap }).links : undefined),
    ),
  publishes: publishCount,
  ttlMs: KNOWN_PATHS_TTL_MS,
});

function currentLinks(origin: string): Promise<LinksMap | undefined> {
  linksOrigin = origin;
  return linksCache.get();
}

const careerIds = new Map<Locale, { at: number; ids: Promise<Set<string> | undefined> }>();

/**
 * The ids of the open positions in a locale (the job pages that exist), cached for
 * KNOWN_PATHS_TTL_MS; undefined when the API does not answer.
 */
function openPositionIds(origin: string, locale: Locale): Promise<Set<string> | undefined> {
  const hit = careerIds.get(locale);
  if (hit && Date.now() - hit.at < KNOWN_PATHS_TTL_MS) return hit.ids;
  const ids = fetch(`${process.env.API_URL ?? origin}/api/v1/careers/positions/?language=${locale}`)
    .then(async (res) => {
      if (!res.ok) return undefined;
      const { results } = (await res.json()) as { results: { id: string }[] };
      return new Set(results.map((p) => p.id));
    })
    .catch(() => undefined);
  careerIds.set(locale, { at: Date.now(), ids });
  void ids.then((known) => known ?? careerIds.delete(locale));
  return ids;
}

function isLocale(value: string | undefined): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The files config.matcher adds after the pages: they get their security headers only. */
const FILE_PATH = /^\/(?:_next\/static\/|fonts\/|maps\/|(?:icon\.svg|robots\.txt|sitemap\.xml)$)/;

function withHeaders(response: NextResponse, headers: HeaderList): NextResponse {
  for (const { key, value } of headers) response.headers.set(key, value);
  return response;
}

/**
 * Security headers for pages and files, with MAISON_ENV read per request (HSTS in production;
 * docs/decisions/0017). Application pages render per request and get a fresh nonce: Next reads
 * it from the request's Content-Security-Policy header and puts it on every script it writes.
 * Content pages come from Next's cache, whose entry carries its own policy with the hashes of
 * its inline scripts (cache-handler.mjs); a second policy here would be enforced as well.
 */
export default async function proxy(request: NextRequest) {
  const env = securityEnvironment();
  // MapLibre's worker fetches a hosted style's tiles itself, under its own file's policy.
  if (request.nextUrl.pathname === MAP_WORKER_PATH) {
    return withHeaders(NextResponse.next(), mapWorkerHeaders(env));
  }
  if (FILE_PATH.test(request.nextUrl.pathname)) {
    return withHeaders(NextResponse.next(), fileHeaders(env));
  }
  // The editor's preview renders drafts per request: the nonce policy, and no path check.
  const preview = request.cookies.has(PREVIEW_COOKIE);
  if (preview || !isCachedPagePath(request.nextUrl.pathname)) {
    const policy = documentPolicy({ nonce: createNonce() }, env);
    // next-intl passes the request's headers on to the render, where Next reads the nonce.
    request.headers.set('Content-Security-Policy', policy);
    const response = await route(request, preview);
    response.headers.set('Content-Security-Policy', policy);
    return withHeaders(response, securityHeaders(env));
  }
  return withHeaders(await route(request), securityHeaders(env));
}

/** Whether the page path's HTML comes from Next's cache: everything but application routes. */
function isCachedPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  return !isAppRoutePath(segments);
}

async function route(request: NextRequest, preview = false): Promise<NextResponse> {
  // next.config.ts turns Next's own slash redirect off so that the API keeps the spec's paths.
  const canonical = canonicalPagePath(request.nextUrl.pathname);
  if (canonical !== null) {
    // A plain URL: NextURL would re-append the slash it saw, as skipTrailingSlashRedirect is on.
    const url = new URL(`${canonical}${request.nextUrl.search}`, request.url);
    return NextResponse.redirect(url, 308);
  }
  const response = handleI18nRouting(request);
  // With Storyblok the local service holds no stories; the content route decides alone then.
  if (response.status !== 200 || preview || process.env.STORYBLOK_TOKEN) return response;

  // Unknown pages go to their locale's cached not-found page; the server answers it with 404
  // (docs/decisions/0023-cached-pages.md).
  const rewrite = response.headers.get('x-middleware-rewrite');
  const pathname = rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname;
  const [locale, ...segments] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!isLocale(locale)) return response;
  if (isCareerPath(segments)) {
    // A job page exists while its position is open (001 §2); unknown ids get the 404 page.
    const id = careerPathId(segments);
    const open = id === null ? undefined : await openPositionIds(request.nextUrl.origin, locale);
    if (id !== null && (!open || open.has(id))) return response;
  } else {
    const links = await currentLinks(request.nextUrl.origin);
    if (!links) return response;
    if (isKnownPagePath(links, segments)) {
      // Here, not in the cached page, which never sees the query (a form's products, a uuid).
      const elsewhere = storyAddressElsewhere(links, locale, segments);
      if (elsewhere === null) return response;
      return NextResponse.redirect(new URL(`${elsewhere}${request.nextUrl.search}`, request.url));
    }
  }
  // No page takes a POST here: rewritten, Next would read it as a Server Action and answer 409.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse(null, { status: 404 });
  }
  return NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_SEGMENT}`, request.url), {
    headers: { [NOT_FOUND_MARK]: '1' },
  });
}

export const config = {
  matcher: [
    // Pages: not the API, Next's internals or the public folder's files. Other dotted paths
    // (/foo.xyz) go through locale routing too, so they get the localized 404 page.
    '/((?!api(?:/|$)|_next/|_vercel/|fonts/|maps/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)',
    // Files, for their security headers (FILE_PATH). The API sets its own.
    '/_next/static/:path*',
    '/fonts/:path*',
    // The jeweler finder's basemap and MapLibre's worker (scripts/build-basemap.mjs).
    '/maps/:path*',
    '/icon.svg',
    '/robots.txt',
    '/sitemap.xml',
  ],
};

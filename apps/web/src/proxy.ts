import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { canonicalPagePath } from './i18n/page-path';
import { routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  // next.config.ts turns Next's own slash redirect off so that the API keeps the spec's paths.
  const canonical = canonicalPagePath(request.nextUrl.pathname);
  if (canonical !== null) {
    // A plain URL: NextURL would re-append the slash it saw, as skipTrailingSlashRedirect is on.
    const url = new URL(`${canonical}${request.nextUrl.search}`, request.url);
    return NextResponse.redirect(url, 308);
  }
  return handleI18nRouting(request);
}

export const config = {
  // Pages only: not the API, Next's internals or the public folder's files. Other dotted paths
  // (/foo.xyz) go through locale routing too, so they get the localized 404 page.
  matcher: [
    '/((?!api(?:/|$)|_next/|_vercel/|fonts/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)',
  ],
};

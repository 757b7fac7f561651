import { join } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled to icu-minify's form at build time, so no page ships the ICU
  // MessageFormat parser (about 9 KiB gzip; docs/decisions/0014).
  experimental: {
    messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const config: NextConfig = {
  // The API keeps the spec's trailing slashes (/api/v1/health/); page URLs are normalised in the proxy.
  skipTrailingSlashRedirect: true,
  // Native and WASM packages stay outside the server bundle; PGlite needs exactly one instance per process.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg',
    'pino',
    'pino-pretty',
    // Its runtime-injection helper must not be bundled into a server (its package says so).
    '@sentry/node',
    // The exports' writers read their own data files at run time (decision 0031).
    'exceljs',
    'pdfkit',
    // The content pack's export formats JSON with it (decision 0051); bundled, its optional
    // plugins for other languages fail to resolve.
    'oxfmt',
  ],
  transpilePackages: ['@maison/api', '@maison/db', '@maison/domain', '@maison/services'],
  poweredByHeader: false,
  // server.ts compresses, with brotli as well as gzip (decision 0045).
  compress: false,
  // The page cache puts each cached page's script hashes in its CSP (decision 0023). Next runs
  // this file as CommonJS from apps/web, in the build and in the server alike; a relative path
  // would be read against the build folder by one and the app folder by the other.
  cacheHandler: typeof __dirname === 'string' ? join(__dirname, 'cache-handler.mjs') : undefined,
  // `npm test` type-checks the whole repository before it builds for the e2e run; it sets this
  // so that the build does not check the same types a second time (CI's 30-minute budget).
  typescript: { ignoreBuildErrors: process.env.MAISON_BUILD_TYPECHECK === 'skip' },
  // `npm test` builds once on a fresh checkout, where Turbopack's build cache is written but never
  // read (16 s of CI's budget); everyone else keeps it for faster rebuilds.
  experimental: { turbopackFileSystemCacheForBuild: process.env.MAISON_BUILD_CACHE !== 'off' },
  reactStrictMode: true,
};

export default withNextIntl(config);

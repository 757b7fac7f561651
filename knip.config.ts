import type { KnipConfig } from 'knip';

// `npm run lint:unused` (issue 23): no unused file, dependency or export.
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      project: ['scripts/**/*.{mjs,ts}'],
      // The TypeScript plugin of the root tsconfig.json (editor only): `next` is apps/web's.
      ignoreUnresolved: ['next'],
    },
    content: {
      entry: ['**/*.test.ts'],
      project: ['**/*.{mjs,ts}'],
    },
    'apps/web': {
      entry: ['server.ts', 'cache-handler.mjs'],
      project: ['src/**/*.{ts,tsx}', '*.ts'],
      // The font files are read by path (scripts/copy-fonts.mjs copies them to public/fonts),
      // not imported.
      ignoreDependencies: ['@fontsource/.*'],
    },
    'packages/api': {
      entry: ['test/**/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
      // The PDF export reads the font files by path (resources/exports/fonts.ts), not by import.
      ignoreDependencies: ['@fontsource/.*'],
    },
    'packages/db': {
      entry: ['src/cli/*.ts', 'test/**/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    'packages/domain': {
      project: ['src/**/*.ts'],
    },
    'packages/services': {
      project: ['src/**/*.ts'],
    },
    e2e: {
      entry: ['tests/**/*.ts'],
      project: ['**/*.ts'],
    },
    bench: {
      entry: ['*.mjs'],
      project: ['**/*.mjs'],
    },
  },
  // Binaries the tests call that are not npm packages: Debian's openssl and redis-server, and
  // PostgreSQL's pg_dump.
  ignoreBinaries: ['openssl', 'pg_dump', 'redis-server'],
};

export default config;

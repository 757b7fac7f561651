import type { KnipConfig } from 'knip';

// `npm run lint:unused` (issue 23): no unused file, dependency or export.
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'bench/**/*.mjs', 'e2e/playwright.config.ts', 'e2e/tests/**/*.ts'],
      project: ['scripts/**/*.{mjs,ts}', 'bench/**/*.mjs', 'e2e/**/*.ts'],
    },
    content: {
      entry: ['imagery/build.mjs', '**/*.test.ts'],
      project: ['**/*.{mjs,ts}'],
    },
    'apps/web': {
      entry: ['server.ts'],
      project: ['src/**/*.{ts,tsx}', '*.ts'],
      // The font files are read by path (next/font/local in features/fonts/latin.ts, and
      // scripts/copy-fonts.mjs copies the CJK sheets to public/fonts), not imported.
      ignoreDependencies: ['@fontsource/.*'],
    },
    'packages/*': {
      entry: ['src/cli/*.ts', 'test/**/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
  },
  // Binaries the tests call that are not npm packages: Debian's openssl and PostgreSQL's pg_dump.
  ignoreBinaries: ['openssl', 'pg_dump'],
};

export default config;

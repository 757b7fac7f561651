import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@': webSrc } },
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/domain/**/*.test.ts',
            'packages/services/**/*.test.ts',
            'scripts/**/*.test.ts',
            'content/**/*.test.ts',
          ],
          environment: 'node',
          isolate: false,
          // Two workers share CI's two cores: the search index builds its 10,000 records in
          // about 4 s alone and needs more room than the default 5 s beside another file.
          testTimeout: 20_000,
        },
      },
      // Components (.test.tsx) run in a DOM; the web app's logic (.test.ts) in node, unless a
      // file asks for the DOM (`@vitest-environment happy-dom`): the unit stage ran about 10 s
      // faster so (CI's budget).
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['apps/web/test/setup-file.ts'],
          // next-intl's navigation imports `next/navigation` without an extension, which Node's
          // resolver refuses (next has no exports map): Vite resolves it when it bundles next-intl.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'web-logic',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: ['apps/web/test/setup-file.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['packages/api/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: true,
          maxWorkers: 2,
          // Each file seeds its own database, but the app's modules load once per worker: the
          // suite ran about a third faster (issue 23's CI budget). setup-env.ts undoes a
          // file's process.env changes.
          isolate: false,
          setupFiles: ['packages/api/test/setup-env.ts'],
          globalSetup: ['packages/api/test/global-setup.ts'],
        },
      },
    ],
  },
});

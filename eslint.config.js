import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/data/**',
      'packages/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'apps/web/public/**',
      'apps/web/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'URL', 'fetch', 'setTimeout', 'clearTimeout', 'Buffer'].map((g) => [
          g,
          'readonly',
        ]),
      ),
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The barrel re-exports every client primitive; importing it from a page pulls the whole
    // UI kit into that page's bundle. Import the primitive's folder instead ('@/ui/Button').
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/styleguide/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@/ui', message: "Import the primitive's folder, e.g. '@/ui/Button'." }],
        },
      ],
    },
  },
  {
    // Benchmarks print their figures.
    files: ['bench/**'],
    rules: { 'no-console': 'off' },
  },
);

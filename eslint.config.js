// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webLayers } from './eslint-rules/web-layers.js';
import serverBoundaries from './eslint-rules/server-boundaries.js';
import serverDataAccess from './eslint-rules/server-data-access.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/server/dist-e2e-*/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|@toeic-ace/|(\\.\\./)+(apps|\\.\\.))',
              message: 'The contract depends on zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@toeic-ace/web|apps/web', message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  // ---- Web import direction (rules in eslint-rules/web-layers.js; proven by
  // apps/web/src/test/import-direction.test.ts) ----
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'web-layers': webLayers },
    rules: { 'web-layers/import-direction': 'error' },
  },
  // ---- end of web import direction ----
  // The web app's code takes contract values from the zod-free entry, so no page's first load
  // carries zod or a schema (apps/web/src/lib/contract-zod-free.test.ts proves that entry loads
  // none). Schemas load where they are used, by dynamic import; types may come from anywhere.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@toeic-ace/contract',
              allowTypeImports: true,
              message:
                "Import values from '@toeic-ace/contract/rules' (zod-free); load a schema with import().",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-console': 'off' },
  },

  // ---- Server import direction (eslint-rules/server-boundaries.js, proven by
  // apps/server/src/lint-boundaries.test.ts): routes never import repositories; modules reach
  // each other only through modules/<name>/index.ts; ai/ never imports a module and is reached
  // only through ai/index.ts (tests: ai/testing.ts).
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { server: serverBoundaries, 'server-data': serverDataAccess },
    rules: {
      'server/imports': 'error',
      // SQL only in repositories; routes hand the database only to a service factory
      // (eslint-rules/server-data-access.js).
      'server-data/sql-in-repositories': 'error',
      'server-data/route-db': 'error',
      // A repository queries only its module's tables (TABLE_OWNERS in the same file).
      'server-data/table-owner': 'error',
    },
  },
);

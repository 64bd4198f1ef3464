// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import serverBoundaries from './scripts/lint/server-boundaries.js';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * Import direction (ARCHITECTURE.md §1): web features never import each other (routes in app/
 * compose them); the contract imports nothing of the apps; web and server never import each other.
 */
const featureIsolation = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(@/features/(?!${feature}(/|$))|(\\.\\./)+features/)`,
            message: 'Features do not import each other; compose them in app/.',
          },
          {
            regex: '^@/app(/|$)',
            message: 'Features do not import the app shell.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'data/**', 'test-results/**'],
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
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: [`${featuresDir}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@toeic-ace/server|apps/server',
              message: 'The web app talks to the server over HTTP only.',
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
  ...featureIsolation,
  {
    files: ['scripts/**', 'e2e/**', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-console': 'off' },
  },

  // ---- Server import direction (scripts/lint/server-boundaries.js, proven by
  // apps/server/src/lint-boundaries.test.ts): routes never import repositories; modules reach
  // each other only through modules/<name>/index.ts; ai/ never imports a module and is reached
  // only through ai/index.ts (tests: ai/testing.ts).
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { server: serverBoundaries },
    rules: { 'server/imports': 'error' },
  },
);

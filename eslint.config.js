// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.js';

const browserCode = ['ui-kit/src/**/*.{ts,tsx}', 'app/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'];
const testCode = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'tests/**/*.ts', 'api/test/**/*.ts', '**/mocks/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'api/drizzle/**',
      'app/src/routeTree.gen.ts',
      '.storybook/static/**',
      'tests/.results/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', 'scripts/lib/*.mjs', 'api/*.mjs', 'api/scripts/*.mjs'] } },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // TanStack Router's loaders throw redirect() and notFound() by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: browserCode,
    ...jsxA11y.flatConfigs.strict,
    languageOptions: { ...jsxA11y.flatConfigs.strict.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: browserCode,
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: browserCode,
    ...lingui.configs['flat/recommended'],
  },
  {
    // Every visible string goes through Lingui. Identifiers, class names and URLs are not visible.
    files: ['ui-kit/src/**/*.tsx', 'app/src/**/*.tsx'],
    ignores: testCode,
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_\\-.:/]+$', '^https?://'],
          ignoreNames: [
            { regex: { pattern: 'className|[cC]lassName$|^(id|key|type|role|href|src|to|variant|size|slot|lang|method|name|targetId|logoSrc|homeHref|rel|target|tone|kind|accent|placement)$' } },
          ],
          ignoreFunctions: ['console.*', 'Error', 'tv', 'URL', 'URLSearchParams', 'document.getElementById', 'window.matchMedia'],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**/*.mjs', 'api/src/main.ts', 'api/src/seed/cli.ts', 'tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      // Test doubles and fixtures legitimately reach into loosely typed answers.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  ...boundaries.map(({ files, patterns }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** The rules module must stay pure: no I/O, no clock, no ambient randomness, no framework. */
const pureRules = {
  files: ['src/rules/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process', 'http', 'https', 'net'],
            message: 'src/rules is pure: no Node built-ins.',
          },
          {
            group: [
              'react',
              'react-*',
              'pixi.js',
              '@pixi/*',
              'fastify',
              'fastify-*',
              '@fastify/*',
              'drizzle-orm',
              'drizzle-orm/*',
              'pg',
              '@electric-sql/*',
              'gsap',
              'howler',
              'zustand',
              '@tanstack/*',
            ],
            message: 'src/rules is pure: no frameworks, no database.',
          },
          {
            group: ['**/server/**', '**/client/**'],
            message: 'src/rules imports neither server nor client.',
          },
        ],
      },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: 'Randomness comes in as an Rng parameter.' },
      { object: 'Date', property: 'now', message: 'Time comes in as a `now` parameter.' },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'Time comes in as a `now` parameter.',
      },
    ],
  },
};

const oneWay = [
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'client never imports server.' }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**'], message: 'server never imports client.' }] },
      ],
    },
  },
];

/**
 * No import cycles in src/ (docs/architecture.md): a module's imports point one way. Type-only
 * imports, erased from the build, do not count; files are resolved by their written extension.
 */
const noCycles = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    // Each file's imports parsed once per run (the default 30 s lifetime re-parsed them during a
    // lint on the loaded CI machine: the rule took about a third more).
    'import-x/cache': { lifetime: 600 },
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'migrations', 'public', 'screenshots', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'assets/src/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
  pureRules,
  ...oneWay,
  noCycles,
);

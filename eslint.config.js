import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under src/features is a domain (a feature); boundaries follow the folders.
const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Inside a domain, `admin/` holds the admin screens and `member/` the signed-in member's;
// everything else in the domain is public. The globs follow the folders, so a new
// domain or a new part is covered without editing this file.
const ADMIN_PARTS = './src/features/*/admin/**';
const MEMBER_PARTS = './src/features/*/member/**';
const PUBLIC_PARTS = ['./src/features/*/!(admin|member)/**', './src/features/*/*.{ts,tsx}'];

// What the Cloud Functions may import from the app's tree: code that runs in both
// places (the stored shapes, and pure cores with no SDK and no React).
const SHARED_WITH_FUNCTIONS = [
  './lib/schemas',
  './lib/standings.ts',
  './lib/society-calendar.ts',
  './lib/capacity.ts',
  './lib/scoring.ts',
  './lib/member-search.ts',
  './lib/board.ts',
  // The society's time zone as configuration parses it: the app's build and the functions' start check it alike.
  './lib/env-schema.ts',
];
const BROWSER_ONLY = ['react', 'react-*', 'react/*', '@chakra-ui/*', '@emotion/*', 'firebase', 'firebase/*', 'zustand', 'zustand/*'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'functions/lib',
      'render/lib',
      'node_modules',
      'reports',
      'test-results',
      'playwright-report',
      '.emulators',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No ICU at start-up (decision 0034): dates, amounts and name order are written by hand, the same on the
    // server and in the browser. Only the zone offsets' fallback and relative time (made on first use) make
    // an Intl object.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zone-offsets.ts', 'src/lib/society-calendar.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='localeCompare']",
          message: "localeCompare builds ICU's collator (11-18 ms of a task): use compareNames from '@/lib/name-order'.",
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale/]',
          message: "toLocale... initialises ICU: use the society calendar's or money.ts's formats.",
        },
        { selector: "NewExpression[callee.object.name='Intl']", message: 'Intl initialises ICU: use the society calendar and money.ts.' },
      ],
    },
  },
  {
    // The browser tree never imports the Admin SDK (server code lives in functions/ and scripts/).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase-admin', 'firebase-admin/*'], message: 'firebase-admin is server-only: never import it under src/.' },
          ],
        },
      ],
    },
  },
  {
    // Components never call Firestore (or the other SDK services) directly: reads
    // and writes live in features' api/ files and the kit (src/lib/data).
    files: ['src/components/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/features/**/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase/firestore',
                'firebase/firestore/*',
                'firebase/storage',
                'firebase/functions',
                'firebase/auth',
                'firebase-admin',
                'firebase-admin/*',
              ],
              message: 'Components use the kit (useLive, useAction, ImageUploadField) and their feature api/, never the SDK.',
            },
          ],
        },
      ],
    },
  },
  {
    // The collections' shapes (src/lib/schemas) are shared by the app, the functions,
    // the seed and the tests: zod and nothing else (no SDK, no React).
    files: ['src/lib/schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
                'react',
                'react-*',
                '@chakra-ui/*',
                '@/*',
                '../*',
              ],
              message: 'src/lib/schemas imports zod and its own files only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Architecture boundaries (docs/decisions/0004-code-layout.md): a feature never
    // imports another feature or the app layer; src/lib and src/components never
    // import features; src/lib is the bottom layer.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in a route.',
            })),
            {
              target: PUBLIC_PARTS,
              from: [ADMIN_PARTS, MEMBER_PARTS],
              message: "A domain's public parts never import its admin/ or member/ parts: visitors must not download them.",
            },
            {
              target: MEMBER_PARTS,
              from: [ADMIN_PARTS],
              message: "A domain's member/ parts never import admin/ parts: members must not download them.",
            },
            {
              target: './src/app/routes/public/**',
              from: [ADMIN_PARTS, MEMBER_PARTS],
              message: 'Public routes never import an admin/ or member/ part: visitors must not download them.',
            },
            { target: './src/features', from: './src/app', message: 'Features do not import the app layer.' },
            {
              target: ['./src/lib', './src/components', './src/config'],
              from: './src/features',
              message: 'Shared code never imports a feature.',
            },
            {
              target: ['./src/lib', './src/components', './src/config'],
              from: './src/app',
              message: 'Shared code never imports the app layer.',
            },
            { target: './src/lib', from: './src/components', message: 'src/lib is the bottom layer.' },
          ],
        },
      ],
    },
  },
  {
    // The Cloud Functions share the stored shapes and pure cores with the app, nothing else
    // (no screens, no React, no web SDK): esbuild bundles what they import.
    files: ['functions/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions/src',
              from: './src',
              except: SHARED_WITH_FUNCTIONS,
              message: 'functions/src imports only src/lib/schemas and the pure cores listed in eslint.config.js (SHARED_WITH_FUNCTIONS).',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: BROWSER_ONLY, message: 'The functions run on Node: no React, no UI kit, no web SDK (use firebase-admin).' }],
        },
      ],
    },
  },
  {
    // The pure cores the functions share run in both places: no SDK, no React.
    files: SHARED_WITH_FUNCTIONS.filter((p) => p.endsWith('.ts')).map((p) => `src/${p.slice(2)}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...BROWSER_ONLY, 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', '@/*'],
              message: 'A core shared with the functions imports zod, date libraries and src/lib/schemas only.',
            },
          ],
        },
      ],
    },
  },
);

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import compat from 'eslint-plugin-compat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Read from the folder, so a new feature is walled off from the others the day it is created.
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature's walls: other features, and app/. */
/** A transaction opened by hand, which cannot join one already open (see db/transactions.ts). */
const ownTransaction = {
  selector: 'CallExpression[callee.property.name="transaction"][arguments.length=0]',
  message: 'Open a transaction with inTransaction (db/transactions.ts): it joins the one already open, as an audited operator write is.',
};

const crossFeature = 'Features do not import each other: compose them in app/ routes or move the piece to shared/.';
const intoApp = 'Features do not import app/: app composes features, not the other way round (paths live in shared/paths.ts).';

/**
 * A feature's walls for a module `depth` folders below the feature's own: an import that names
 * `features/<other>`, and a relative one that climbs out of the feature into another (`../tasks/…` from
 * the feature's top, `../../tasks/…` from one folder down) or into app/. The patterns see the import as
 * written, so the climb is counted per depth.
 */
const featureWalls = (feature, depth) => {
  const others = features.filter((other) => other !== feature).join('|');
  return [
    {
      group: features.filter((other) => other !== feature).flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`]),
      message: crossFeature,
    },
    { regex: `^(\\.\\./){${depth + 1}}(${others})(/|$)`, message: crossFeature },
    { group: ['**/app', '**/app/**'], message: intoApp },
    { regex: `^(\\.\\./){${depth + 2}}app(/|$)`, message: intoApp },
  ];
};

/** How many folders deep a feature's modules go (read from the folders, as the features are). */
const depthBelow = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .reduce((deepest, entry) => Math.max(deepest, 1 + depthBelow(path.join(dir, entry.name))), 0);
const featuresDir = fileURLToPath(new URL('./apps/web/src/features', import.meta.url));
const featureDepths = Array.from(
  { length: 1 + Math.max(...features.map((feature) => depthBelow(path.join(featuresDir, feature)))) },
  (_, depth) => depth,
);

/** The web app's tests, and the helpers and fixtures only they use. */
const webTests = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/**/__fixtures__/**'];
const testOnly = {
  group: ['**/test/*', '**/__fixtures__/*'],
  message: 'Test helpers and fixtures are for tests: production code does not import them.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'release/**',
      '**/*.tsbuildinfo',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Scripts report to the terminal.
    files: ['scripts/**', 'apps/web/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests, and the script that writes their database fixture, read JSON answers whose shape the
    // assertions themselves check.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'apps/web/e2e/**/*.ts', 'apps/server/src/db/fixtures/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Migrations speak to a database whose shape changes under them.
    files: ['apps/server/src/db/migrations/**', 'apps/server/src/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Transactions open through db/transactions.ts, which joins one already open: an operator's write
    // runs whole in one with its audit row, and Kysely cannot open a transaction inside another.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**', 'apps/server/src/db/transactions.ts'],
    rules: { 'no-restricted-syntax': ['error', ownTransaction] },
  },
  {
    // Every write happens in its area's service, so every door (gateway, game API, jobs) gets the same
    // rules: handlers, the jobs and the command line only read, and call services to change anything
    // (each area's retention rule included: jobs/cleanUp.ts only runs them).
    files: [
      'apps/server/src/handlers/**/*.ts',
      'apps/server/src/gateway/**/*.ts',
      'apps/server/src/game-api/**/*.ts',
      'apps/server/src/jobs/**/*.ts',
      'apps/server/src/cli/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message:
            'Writes belong in the area service (economy/, families/, notifications/, redFlags/, activity/, consultation/, auth/, gifts/, integration/, ops/, …); call it from here.',
        },
        // A rule's options are one list per file: the doors keep the transaction wall too.
        ownTransaction,
      ],
    },
  },
  {
    // A handler is one command's door: what two handlers share belongs in an area's service, so no
    // handler imports another (the tables in handlers/index.ts, outside the prefix folders, list them).
    files: ['apps/server/src/handlers/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(?!\\.\\./)',
              message: 'Handlers do not import each other: move what they share into the area service and call it from both.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services know no door: areas, pure rules and the database layer never import the gateway or the game API.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/gateway/**',
      'apps/server/src/handlers/**',
      'apps/server/src/game-api/**',
      'apps/server/src/app.ts',
      'apps/server/src/test/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/gateway/**', '**/handlers/**', '**/game-api/**'],
              message: 'Services know no door: take (db, scope, input, now), throw a Refusal, and let the door (gateway, game API) map it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract and the web app use zod/mini: classic zod's schemas carry every check as a method.
    files: ['packages/contract/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)[source.value=/^zod(.v4(.classic.*)?|.v3.*)?$/]',
          message: "Import zod/mini: classic zod would bring every check's method into the bundle (ADR 0042).",
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // No browser API newer than the browsers the build targets (apps/web/package.json's browserslist,
    // which vite.config.ts compiles for): URL.canParse, for one, throws on iOS 16.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: webTests,
    plugins: { compat },
    // JavaScript's own built-ins too (Object.groupBy, Array's toSorted), not the Web APIs alone.
    settings: { lintAllEsApis: true },
    rules: { 'compat/compat': 'error' },
  },
  // Test helpers and fixtures (src/test/, a feature's __fixtures__/) serve tests only: no production
  // module imports them, so none reaches the build.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**', ...webTests],
    rules: { 'no-restricted-imports': ['error', { patterns: [testOnly] }] },
  },
  // Features never import each other or app/; routes compose them.
  ...features.flatMap((feature) => {
    const folder = `apps/web/src/features/${feature}`;
    const tests = [`${folder}/**/*.test.{ts,tsx}`, `${folder}/**/__fixtures__/**`];
    return featureDepths.flatMap((depth) => {
      const modules = `${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`;
      const walls = featureWalls(feature, depth);
      // A rule's options are one list per file: the feature's production modules get the walls and the
      // test-only wall, its tests and fixtures (a nested list: both patterns match) the walls alone.
      return [
        { files: [modules], rules: { 'no-restricted-imports': ['error', { patterns: [...walls, testOnly] }] } },
        { files: tests.map((test) => [modules, test]), rules: { 'no-restricted-imports': ['error', { patterns: walls }] } },
      ];
    });
  }),
);

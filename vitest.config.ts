import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { mantineScrollAreaRefs } from './apps/web/vitePlugins/mantineScrollAreaRefs';
import { stableMantineIds } from './apps/web/vitePlugins/stableMantineIds';

const contract = path.resolve(import.meta.dirname, 'packages/contract/src/index.ts');
const alias = { '@t1d/contract': contract };

/**
 * unit: pure code (contract, server domain and gateway parts), the scripts' own rules (when `npm start`
 * builds) and the repository's checks (scripts/checks/: the map in docs/ and what comments cite).
 * integration: server tests that need a database (the tests beside each command's and each game API
 * endpoint's handler, *.db.test.ts); the
 * runner sets TEST_DATABASE_URL to run them on SQLite and again on PostgreSQL. handlers/layout.test.ts,
 * beside the handler folders rather than in one, reads files only and stays a unit test.
 */
// Tests that start the built server as processes (`*.process.test.ts`): run after the build.
const processes = ['apps/server/src/**/*.process.test.ts'];

/**
 * Workers for the pure projects (unit, web): every core. Vitest's default leaves one idle, which on a
 * 2-core machine halved them (the two steps took 136 s, 97 s with both cores).
 */
const everyCore = os.availableParallelism();

/**
 * How long a pure test may run before it counts as hung. Tests wait on events (a render, an answer),
 * never on a guess of how long one takes; vitest's 5 s default was such a guess, and a screen's test
 * that takes 1 s alone took over 5 s with both cores busy with other work.
 */
const hungAfterMs = 60_000;

/**
 * Where each file runs when every file needs a fresh module registry (isolate: true): a new worker thread
 * rather than a new process. A new Node process per file spent much of its time starting (page faults
 * cost much on these virtual machines): the 18 files that load React and Mantine afresh took 54–68 s
 * together in processes, 36 s in threads; the unit project's 53 files 20 s, 17 s; the step 109 s, 97 s.
 */
const freshThreadPerFile = { pool: 'threads' as const, isolate: true };

/**
 * The screens' tests share one module registry and one page per worker (isolate: false): a fresh one per
 * file spent 190 s of the step's 215 s loading React, Mantine and happy-dom again. A file that replaces
 * or reloads modules (vi.mock, vi.doMock, vi.resetModules), or changes what the browser is
 * (test/browserSecurity.ts: a secure context, a user agent, which the install and push states read once),
 * would see the registry the others left, so it runs in the isolated project. setup.ts resets what the app keeps between tests.
 */
const webTests = fs
  .readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('apps/web/src', file));
const withOwnModules = webTests.filter((file) =>
  /\bvi\.(mock|doMock|resetModules)\(|test\/browserSecurity'/.test(fs.readFileSync(file, 'utf8')),
);

function webProject(name: string, test: { include: string[]; exclude?: string[]; isolate: boolean; pool?: 'threads' }) {
  return {
    resolve: { alias },
    // What apps/web/vite.config.ts has for the build: its plugins for Mantine's ids (ADR 0047) and
    // ScrollArea's refs (ADR 0048), its defines.
    plugins: [stableMantineIds(), mantineScrollAreaRefs()],
    define: { __APP_VERSION__: JSON.stringify('test') },
    test: {
      name,
      ...test,
      environment: 'happy-dom' as const,
      setupFiles: ['apps/web/src/test/setup.ts'],
      // Mantine through Vite, as in the build, so that the plugins above apply to it.
      server: { deps: { inline: [/[\\/]@mantine[\\/]/] } },
      maxWorkers: everyCore,
      testTimeout: hungAfterMs,
    },
  };
}

const integration = [
  'apps/server/src/handlers/*/**/*.test.ts',
  'apps/server/src/game-api/endpoints/*.test.ts',
  'apps/server/src/**/*.db.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/vitePlugins/**/*.test.ts',
          ],
          exclude: [...integration, ...processes, '**/node_modules/**'],
          environment: 'node',
          ...freshThreadPerFile,
          maxWorkers: everyCore,
          testTimeout: hungAfterMs,
        },
      },
      webProject('web', { include: ['apps/web/src/**/*.test.{ts,tsx}'], exclude: withOwnModules, isolate: false }),
      webProject('web-isolated', { include: withOwnModules, ...freshThreadPerFile }),
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: integration,
          environment: 'node',
          // As for the pure tests (hungAfterMs): a limit for a hung test, not a guess of a test's time.
          // A test that writes 20,000 rows on PostgreSQL took 40 s beside other work, over the 30 s it had.
          testTimeout: hungAfterMs * 2,
          hookTimeout: 60_000,
          // Migrates one template database per run; each test's fresh database is a copy of it.
          globalSetup: ['apps/server/src/test/templateDatabase.ts'],
          setupFiles: ['apps/server/src/test/integrationSetup.ts'],
          // Each test opens its own database; two workers match the machine's two cores.
          maxWorkers: 2,
          // Every test builds its own app on its own database, so files need no module isolation;
          // re-importing the app per file took most of the run's time.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'processes',
          include: processes,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // The servers they start share the machine's two cores.
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'engines',
          include: ['apps/web/engines/**/*.test.ts'],
          environment: 'node',
          // One engine after another, against one server: each browser takes a core of its own.
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});

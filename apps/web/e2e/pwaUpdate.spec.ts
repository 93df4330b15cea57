import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { OwnServer } from './ownServer';

/*
 * A new version reaches a page that is already open (ADR 0022): a second build
 * with another version is deployed over the first, the page's own 5-minute update check (on the
 * page's clock) finds the new worker, which takes over, and the page reloads into the new version.
 * The journey serves its own copy of the build, on a server of its own, so the other journeys keep
 * theirs; it runs in one project (playwright.config.ts).
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3210) + 7;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-update-'));
const served = path.join(work, 'served');
// The server serves the copy: it learns the build's files when it starts, as after a deployment.
const server = new OwnServer(port, path.join(work, 'app.db'), { WEB_DIST: served });

// A second production build takes most of a minute on a small machine.
test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow' });

function copyBuild(from: string, to: string) {
  fs.cpSync(from, to, { recursive: true, force: true });
}

test.beforeAll(async () => {
  // The second version: the same sources built under another name, as a release would be.
  const next = spawnSync('npx', ['vite', 'build', '--outDir', path.join(work, 'next'), '--emptyOutDir'], {
    cwd: path.join(repo, 'apps/web'),
    env: { ...process.env, APP_VERSION: 'e2e-next' },
    encoding: 'utf8',
  });
  if (next.status !== 0) throw new Error(`the second build failed:\n${next.stdout}\n${next.stderr}`);
  copyBuild(path.join(repo, 'apps/web/dist'), served);
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

test('an open page picks up a new version and reloads into it', async ({ page }) => {
  await page.clock.install();
  await page.goto(`http://localhost:${port}/`);
  const version = () => page.evaluate(() => document.documentElement.dataset.version);
  const firstVersion = await version();
  expect(firstVersion).not.toBe('e2e-next');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The new release goes out over the old one (old chunks stay, as a real deployment keeps them), and
  // the server restarts with it.
  await server.stop();
  copyBuild(path.join(work, 'next'), served);
  await server.start();
  // Five minutes on the page's clock: the periodic check finds the new worker; it takes over, and
  // 500 ms after that the page reloads into the new version.
  await page.clock.fastForward('05:01');
  await expect
    .poll(
      async () => {
        await page.clock.runFor(600);
        return version().catch(() => null);
      },
      { timeout: 30_000 },
    )
    .toBe('e2e-next');
  await expect(page.getByRole('button', { name: "Let's Go!" })).toBeVisible();
});

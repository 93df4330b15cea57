import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearAppStorage, signInAs } from './support';

/*
 * The game integration API end to end: `npm run simulate` (a stand-in for the partner game) plays a
 * demo family's children for a few days through /api/game/v1, on the server's own database, and the
 * parent's dashboard shows it (Mei's heroic act among it, on the token card); the parent login link it
 * prints opens the app signed in, once.
 * Each project plays a demo family of its own (game<project>, scripts/e2e-server.mjs).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

function simulate(label: string): string {
  const run = spawnSync(
    process.execPath,
    ['apps/server/dist/cli/simulateMain.js', '--label', label, '--children', '1', '--days', '3', '--allow-real-families'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? 3210}` },
    },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** Mei's community interactions of the last 30 days, as the dashboard's bar names them. */
async function meisInteractions(page: Page): Promise<number> {
  const bar = page.getByRole('progressbar', { name: /^Mei: [\d,]+ of a recommended/ });
  const label = (await bar.getAttribute('aria-label')) ?? '';
  return Number(/^Mei: ([\d,]+)/.exec(label)?.[1]?.replace(/,/g, '') ?? NaN);
}

/** The family's heroic tokens, as the dashboard's token card shows them ('Your tokens'). */
async function familyTokens(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'Heroic tokens' });
  const figure = card.locator('dt', { hasText: 'Your tokens' }).locator('xpath=following-sibling::dd[1]');
  return Number(/^([\d,]+)/.exec(await figure.innerText())?.[1]?.replace(/,/g, '') ?? NaN);
}

test("the game's activity reaches the parent's dashboard, and its login link signs the parent in", async ({ page, browser }, testInfo) => {
  // The simulator's run and six screens in two browsers: three times the suite's limit.
  test.slow();
  const label = `game${testInfo.project.name}`;
  await signInAs(page, { email: `demo.${label}@t1dfamily.example`, password: 'demo-family-2026' });
  const skills = page.getByRole('region', { name: 'Habits & skills' });
  await expect(page.getByRole('progressbar', { name: /^Mei: / })).toBeVisible();
  const before = await meisInteractions(page);
  await expect(page.getByRole('region', { name: 'Heroic tokens' }).getByText('Your tokens')).toBeVisible();
  const tokensBefore = await familyTokens(page);
  await expect(skills.getByText('Carb-counting a birthday party')).toHaveCount(0);

  const output = await test.step('the simulator plays Mei for three days through the game API', () => simulate(label));
  expect(output).toContain('Signed in 1 children through the game API: Mei');
  expect(output).toMatch(/Day 3\/3 .*events accepted, 0 duplicates, 0 refused/);

  await test.step('the dashboard shows her new interactions and skill', async () => {
    await page.reload();
    await expect(skills.getByText('Carb-counting a birthday party')).toBeVisible();
    await expect.poll(() => meisInteractions(page)).toBeGreaterThan(before);
    await page.screenshot({ path: testInfo.outputPath('dashboard-after-simulation.png'), fullPage: true });
  });

  await test.step("Mei's heroic act in the game shows on the dashboard's token card, in the history and as a notification", async () => {
    await expect.poll(() => familyTokens(page)).toBe(tokensBefore + 5);
    await page.getByRole('region', { name: 'Heroic tokens' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('token-card-after-heroic-act.png') });
    await page.goto('/heroic-token-ownership');
    const latest = page.getByRole('listitem').filter({ hasText: 'Helped a friend in the game treat a low with juice' });
    await expect(latest).toContainText('+5 tokens');
    await page.goto('/notifications');
    await expect(
      page.getByText('Mei earned 5 heroic tokens for the family in the game: Helped a friend in the game treat a low with juice'),
    ).toBeVisible();
  });

  await test.step("the game's concern is a red flag for Mei, with what to do", async () => {
    await page.goto('/red-flag-and-interventions');
    const flag = page
      .getByRole('listitem')
      .filter({ hasText: 'The game noticed something about Mei: Shared a home address in public chat' });
    await expect(flag).toBeVisible();
    await expect(flag.getByText('Suggested intervention')).toBeVisible();
  });

  await test.step('the parent login link opens /home signed in, once', async () => {
    const link = /^(http:\/\/localhost:\d+\/\?token=\S+)$/m.exec(output)?.[1] ?? '';
    expect(link).not.toBe('');
    const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/home$/);
    await expect(other.getByRole('region', { name: 'Habits & skills' })).toBeVisible();
    await other.screenshot({ path: testInfo.outputPath('login-link-home.png') });
    await fresh.clearCookies();
    await clearAppStorage(other);
    await other.goto(link);
    await expect(other).toHaveURL(/\/signup/);
    await expect(other.getByRole('alert').filter({ hasText: 'This sign-in link did not work' })).toBeVisible();
    await expect(other.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    await other.screenshot({ path: testInfo.outputPath('login-link-used.png') });
    await fresh.close();
  });
});

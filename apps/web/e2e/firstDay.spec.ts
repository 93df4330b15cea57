import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { installPopupSeen } from './installPopupSeen';
import { OwnServer } from './ownServer';
import { askTheClinicToCall, newEmail, openConsoleSection, signUp } from './support';

/*
 * A hospital's first day (ADR 0034): a new deployment started for production with nothing configured
 * beyond what ships: no episode videos, no community group, no booking, referral or lesson-plans page,
 * no game yet. Families open it on the hospital's address, not a developer's localhost, so nothing of
 * dev mode shows (127.0.0.2 is this machine by another name; the server's links keep PUBLIC_URL). A new
 * parent's dashboard offers only what works, family goals included; the operator sees what is not
 * configured, sets two of the items, and the parent's dashboard then offers them.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-first-day-'));
const port = Number(process.env.E2E_PORT ?? 3210) + 9;
const server = new OwnServer(port, path.join(work, 'app.db'), {
  NODE_ENV: 'production',
  BOOKING_URL: '',
  DOCTOR_REFERRAL_URL: '',
  LESSON_PLANS_URL: '',
  GAME_LOGIN_URL: '',
});
const hospital = `http://127.0.0.2:${port}`;
test.use({ baseURL: hospital, storageState: installPopupSeen(hospital) });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** What a parent must never be led to: a promise the deployment cannot keep. */
const deadEnd = /not yet|not available|no community group|not set up/i;

/**
 * The dashboard once every card is decided: the link cards wait for the deployment's answer (the
 * training card among them) and lesson plans for the clinic's addresses, all read as the page loads.
 */
async function openDashboard(page: Page): Promise<string[]> {
  await page.goto('/home');
  // The cards are drawn again as each answer of the batch settles, on a phone's budget of CPU: on a busy
  // machine the last of them comes later than a check's 10 s.
  const drawn = { timeout: 30_000 };
  await expect(page.locator('#t1d-training')).toBeVisible(drawn);
  await expect(page.locator('#lesson-plans')).toBeVisible(drawn);
  await expect(page.getByText('Loading your personalized experience...')).toHaveCount(0);
  return page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
}

/** Each page the dashboard links to, once per kind (the first task and the first goal stand for all). */
async function dashboardLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main section[id] a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const kinds = new Map<string, string>();
  for (const href of hrefs) {
    const kind = /^\/(task|goal)\//.test(href) ? href.split('/')[1]! : href;
    if (!kinds.has(kind)) kinds.set(kind, href);
  }
  return [...kinds.values()];
}

test('a new parent on a hospital’s first day meets only what works, and the operator sees what is not configured', async ({
  page,
  browser,
}, testInfo) => {
  // Twenty pages from the dashboard, then the operator in a browser of their own.
  test.setTimeout(300_000);
  await signUp(page, newEmail('first-day'));

  await test.step('the dashboard draws what the deployment has, family goals included, and no empty card', async () => {
    const sections = await openDashboard(page);
    expect(sections).toEqual([
      'top-section',
      'book-consultation',
      'coins-earned',
      'screen-kid',
      'trusted-products',
      't1d-training',
      'lesson-plans',
      'gift-card',
      'my-tasks',
      'family-goals',
      'habits-skills',
      'family-logins',
      'community-interactions',
      'red-flags-section',
      'token-ownership',
      'install-app',
    ]);
    await expect(
      page
        .getByRole('region', { name: 'Family goals' })
        .getByRole('button', { name: /^Mark done: / })
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('first-day-dashboard.png'), fullPage: true });
  });

  await test.step('the token card starts at 0, says how tokens are earned and shows no value nobody published', async () => {
    const tokens = page.getByRole('region', { name: 'Heroic tokens' });
    await expect(tokens.locator('dt', { hasText: 'Your tokens' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^0\b/);
    await expect(tokens.getByText('Heroic acts in the game: up to 20 tokens a day for each child')).toBeVisible();
    await expect(page.getByText('The programme has not published a value yet.')).toBeVisible();
    await expect(page.getByText('$1,000,000')).toHaveCount(0);
  });

  await test.step('every card’s link leads to a page that works, and none to a dead end', async () => {
    const links = await dashboardLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(15);
    for (const href of links) {
      await page.locator(`main section[id] a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#].*$/, '')}(?:[?#].*)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('main').innerText(), href).not.toMatch(deadEnd);
      // Back within the app, as a parent would: the dashboard comes back from what it already read.
      await page.goBack();
      await expect(page.locator('#t1d-training')).toBeVisible({ timeout: 30_000 });
    }
  });

  await test.step('the care plan’s first step asks the clinic to get in touch, and says what happens', async () => {
    await openDashboard(page);
    const care = page.getByRole('region', { name: 'Diabetes care plan' });
    await askTheClinicToCall(page, care, '+44 20 7946 0958');
    await expect(care.getByText('Appointment Requested', { exact: true })).toBeVisible();
    expect(await care.innerText()).not.toMatch(deadEnd);
  });

  const staff = await browser.newContext({ viewport: { width: 820, height: 1180 }, storageState: installPopupSeen(hospital) });
  const consolePage = await staff.newPage();
  const operatorEmail = newEmail('hospital-operator');
  await test.step('the operator sees what is not configured, with what parents miss', async () => {
    await signUp(consolePage, operatorEmail);
    // The operator role is granted on the server's command line only.
    server.tool('operatorMain.js', 'grant', operatorEmail);
    await consolePage.goto('/admin');
    await expect(consolePage).toHaveURL(/\/admin\/setup$/);
    const list = consolePage.getByRole('list', { name: 'Not configured yet' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(6);
    for (const [index, title] of [
      'No community group address',
      'No booking page',
      'No referral page',
      '8 of 8 episodes have no video',
      'No key for the game',
      'No game sign-in page',
    ].entries())
      await expect(items.nth(index)).toHaveAccessibleName(title);
    await expect(list.getByRole('listitem', { name: 'No community group address' })).toContainText(
      'The Parent Community card is not shown on the dashboard.',
    );
    await consolePage.screenshot({ path: testInfo.outputPath('first-day-setup.png'), fullPage: true });
  });

  await test.step('the operator sets the community address and one episode’s video from the list', async () => {
    const list = consolePage.getByRole('list', { name: 'Not configured yet' });
    await list.getByRole('link', { name: 'Set the community address' }).click();
    await expect(consolePage).toHaveURL(/\/admin\/settings#settings-community$/);
    await consolePage.getByRole('textbox', { name: /Community address/ }).fill('https://parents.hospital.example/group');
    await consolePage.getByRole('button', { name: 'Save community link' }).click();
    await expect(consolePage.getByText('Community link saved.')).toBeVisible();

    await openConsoleSection(consolePage, 'Setup');
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await list.getByRole('link', { name: 'Add videos to the episodes' }).click();
    await expect(consolePage).toHaveURL(/\/admin\/content\/episodes$/);
    await consolePage.getByRole('link', { name: 'Edit What is type 1 diabetes?' }).click();
    await consolePage.getByRole('textbox', { name: /Video address/ }).fill('/media/ceo-intro.mp4');
    await consolePage.getByRole('button', { name: 'Save' }).click();
    await expect(consolePage.getByText('Saved.', { exact: true })).toBeVisible();

    await openConsoleSection(consolePage, 'Setup');
    await expect(list.getByRole('listitem', { name: '7 of 8 episodes have no video' })).toBeVisible();
    await expect(list.getByRole('listitem', { name: 'No community group address' })).toHaveCount(0);
  });

  await test.step('the parent’s dashboard now offers the community and the series, and both work', async () => {
    const sections = await openDashboard(page);
    expect(sections).toEqual(expect.arrayContaining(['juicebox-series', 'juicebox-community']));
    await page.getByRole('link', { name: 'Join the community' }).click();
    await expect(page.getByRole('link', { name: /Open the community group/ })).toHaveAttribute(
      'href',
      'https://parents.hospital.example/group',
    );

    await openDashboard(page);
    await page.getByRole('link', { name: 'Watch the series' }).click();
    await expect(page.getByText('0 of 1 watched')).toBeVisible();
    await page.getByRole('button', { name: /What is type 1 diabetes\?/ }).click();
    await page.getByRole('button', { name: 'Mark as watched' }).click();
    await expect(page.getByText('1 of 1 watched')).toBeVisible();
  });
  await staff.close();
});

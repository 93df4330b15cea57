import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { clinic, gatewayData, newEmail, openConsoleSection, password, readInChinese, signInAs, signUp } from './support';

/*
 * Controls that explain themselves, and the rough edges of a first visit on a phone: 'Remove
 * duplicates' only when there are some, and what it removed; 'Mark as started' says what it does; a
 * website task pays when the parent is back from its page; names are only called tappable where they
 * are; 'Enter Your Name' fits; every stand-alone link or button is at least 24 × 24 px; the goal
 * button says complete; an operator signs in to the console on a phone, where its sections are behind
 * one button, and finds the parent view and the clinic desk.
 */

test("'Remove duplicates' shows only when there are some, and says what it removed", async ({ page, request }) => {
  // Two parents: the one who adds a child tells the other, who reads the news twice for two children named alike.
  const first = await gatewayData(request, 'ParentAuthHandler.signup', { email: newEmail('duplicates-a'), password });
  const invitation = await gatewayData(request, 'ParentInviteHandler.create_parent', {}, first.token);
  const second = { email: newEmail('duplicates-b'), password };
  await gatewayData(request, 'ParentAuthHandler.signup', { ...second, invite_code: invitation.invite_code });
  await gatewayData(request, 'ParentInviteHandler.create_child', { child_name: 'Ivy' }, first.token);

  await signInAs(page, second);
  await page.goto('/notifications');
  await expect(page.getByRole('listitem').filter({ hasText: 'Ivy' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /duplicate/i })).toHaveCount(0);

  await gatewayData(request, 'ParentInviteHandler.create_child', { child_name: 'Ivy' }, first.token);
  await page.reload();
  const remove = page.getByRole('button', { name: 'Remove 1 duplicate' });
  await expect(remove).toBeVisible();
  await expect(page.getByText('The same notification repeated within a day: the oldest one stays.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('duplicates.png') });
  await readInChinese(page);
  await expect(page.getByText('一天内重复出现的相同通知：保留最早的一条。')).toBeVisible();
  await page.getByRole('button', { name: '删除 1 条重复通知' }).click();
  await expect(page.getByText('已删除 1 条重复通知')).toBeVisible();
  await expect(page.getByRole('button', { name: /duplicate/i })).toHaveCount(0);
});

test("the task page's start button says what it does, in English and Chinese", async ({ page }) => {
  await signUp(page, newEmail('start'));
  await page.goto('/tasks');
  await page
    .getByRole('link', { name: /^Details: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/task\/\d+$/);
  const start = page.getByRole('button', { name: 'Mark as started' });
  await expect(start).toBeVisible();
  await expect(page.getByText('Lets your family see you are on it. The task stays open until you complete it.')).toBeVisible();
  await start.click();
  await expect(page.getByRole('button', { name: 'Undo start' })).toBeVisible();
  await expect(page.getByText('Puts the task back as not started; nothing else changes.')).toBeVisible();
  await readInChinese(page);
  await expect(page.getByRole('button', { name: '撤销开始' })).toBeVisible();
});

test('a website task pays its coins when the parent is back from the page, not when the tab opens', async ({ page, context }) => {
  // The page's clock is the test's: the dwell passes when the test says so, however busy the machine.
  await page.clock.install();
  await signUp(page, newEmail('website'));
  await page.goto('/tasks');
  const visit = page.getByRole('button', { name: /^Visit website: / }).first();
  await expect(visit).toBeVisible();
  const isCompletion = (request: Request) =>
    request.url().endsWith('/api/gateway') && request.postDataJSON()?.cmd === 'GmsInfluenceApi.completeTask';
  let sent = false;
  page.on('request', (request) => {
    if (isCompletion(request)) sent = true;
  });
  const completed = page.waitForResponse((response) => isCompletion(response.request()));
  await page.clock.pauseAt(Date.now() + 1_000);
  const opened = context.waitForEvent('page');
  await visit.click();
  const site = await opened;
  await expect(page.getByText('Read it, then come back here: your coins are added when you return.')).toBeVisible();
  // Back on the app almost at once: nothing is paid yet, the page has not been read (taskList.ts, 5 s).
  await site.close();
  await page.bringToFront();
  await page.clock.runFor(4_000);
  expect(sent).toBe(false);
  await expect(page.getByText('Read it, then come back here: your coins are added when you return.')).toBeVisible();
  // Once the dwell has passed with the parent back on the app, the task completes and the coins come.
  await page.clock.runFor(1_100);
  const answer = (await (await completed).json()) as { code: number; data: { coins_awarded: number } };
  expect(answer.code).toBe(200);
  expect(answer.data.coins_awarded).toBeGreaterThan(0);
});

test('names are called tappable only where they are, and Enter Your Name fits on a phone', async ({ page }) => {
  await signUp(page, newEmail('names'));
  await expect(page.getByText('Tap a name to edit it')).toHaveCount(0);
  await expect(page.getByText('Use Edit name to change how a name is shown.')).toBeVisible();
  await page.goto('/home');
  const name = page.getByRole('button', { name: 'Enter Your Name' });
  await expect(name).toBeVisible();
  const lines = await name.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
  expect(lines).toBe(1);
  await readInChinese(page);
  await page.goto('/family-member-management');
  await expect(page.getByText(/点按“编辑姓名”即可修改显示的姓名。/)).toBeVisible();
});

/** Stand-alone links and buttons smaller than 24 × 24 px (WCAG 2.2, 2.5.8); links inside a sentence are exempt. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('a[href], button, [role="button"], [role="tab"], select, input')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('[aria-hidden="true"]')) continue;
      const inSentence =
        element.tagName === 'A' &&
        element.parentElement?.tagName === 'P' &&
        (element.parentElement.textContent ?? '').trim() !== (element.textContent ?? '').trim();
      if (inSentence) continue;
      if (box.width < 24 || box.height < 24)
        small.push(
          `${element.tagName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  });
}

test('every stand-alone link and button is at least 24 × 24 px, and the goal button says complete', async ({ page }) => {
  await signUp(page, newEmail('targets'));
  const found: string[] = [];
  for (const path of ['/family-member-management', '/home', '/tasks', '/notifications', '/heroic-token-ownership', '/coins-earned-logs']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    found.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
  }
  expect(found).toEqual([]);

  await page.goto('/home#family-goals');
  const done = page.getByRole('button', { name: /^Mark done: / }).first();
  await expect(done).toBeVisible();
  await expect(done.locator('svg')).toHaveCount(1);
  await expect(done).toHaveText('Mark done');
});

test('an operator signs in to the console, switches to the parent view and finds the way back', async ({ page }) => {
  await signInAs(page, clinic);
  // On a phone the sections are behind one button that names the open one; pressed, all of them show.
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  const sections = nav.getByRole('button', { name: 'Setup' });
  await expect(sections).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeHidden();
  await sections.click();
  await expect(nav.getByRole('link')).toHaveCount(9);
  for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport();
  await openConsoleSection(page, 'Parent view');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Open the console' })).toHaveAttribute('href', '/admin');
  const desk = page.getByRole('link', { name: 'Open the clinic desk' });
  await expect(desk).toBeVisible();
  await desk.click();
  await expect(page).toHaveURL(/\/admin\/consultations$/);
  await expect(page.getByRole('heading', { name: 'Clinic desk' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Clinic desk' })).toHaveAttribute('aria-expanded', 'false');
});

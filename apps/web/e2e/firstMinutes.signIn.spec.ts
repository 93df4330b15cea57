import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newEmail, password, readInChinese, signUp, storedToken } from './support';

/*
 * The doors of a first visit: a campaign link that fails its rule never blocks sign-up; a device that
 * has signed in before is offered Sign In ('Let's Go!', Logout, 'Sign In Again'), a new visitor Sign
 * Up; and a signed-out page load asks for a saved login without an error in the console.
 */

const selectedTab = (page: Page, name: string) => page.getByRole('tab', { name, selected: true });

test('a campaign link whose campaign is too short is dropped with a notice, and sign-up goes on', async ({ page }) => {
  await page.goto('/?campaign=x&hospital=St%20Mary');
  await expect(page).toHaveURL(/\/signup\?campaign=x/);
  await expect(selectedTab(page, 'Sign Up')).toBeVisible();
  await expect(page.getByText('Part of your link was left out')).toBeVisible();
  await expect(
    page.getByText('The campaign name in your link is not valid, so it was left out. You can still create your account.'),
  ).toBeVisible();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(form.getByText('From your campaign link')).toBeVisible();
  await expect(form.getByText('From your invitation link')).toHaveCount(0);
  await expect(form.getByLabel('Campaign')).toHaveCount(0);
  await expect(form.getByLabel('Hospital')).toHaveValue('St Mary');
  await page.screenshot({ path: test.info().outputPath('campaign-dropped.png') });
  await form.getByLabel('Email').fill(newEmail('campaign'));
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
});

test('the dropped campaign is explained in Chinese too', async ({ page }) => {
  await page.goto('/signup');
  await readInChinese(page);
  await page.goto('/?campaign=x');
  await expect(selectedTab(page, '注册')).toBeVisible();
  await expect(page.getByText('链接中的部分信息未被使用')).toBeVisible();
  await expect(page.getByText('链接中的活动名称无效，已被忽略。您仍然可以创建账户。')).toBeVisible();
});

test('a device that has signed in before is offered Sign In; a new visitor Sign Up', async ({ page, browser }) => {
  await signUp(page, newEmail('returning'));
  await page.goto('/home');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signup\?tab=signin$/);
  await expect(selectedTab(page, 'Sign In')).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(page).toHaveURL(/\/signup\?tab=signin$/);
  await expect(selectedTab(page, 'Sign In')).toBeVisible();
  // A protected page sends a returning parent to Sign In as well, its query kept.
  await page.goto('/family-member-management?from=email');
  await expect(page).toHaveURL(/\/signup\?from=email&tab=signin$/);
  await expect(selectedTab(page, 'Sign In')).toBeVisible();

  const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await fresh.newPage();
  await visitor.goto('/');
  await visitor.getByRole('button', { name: "Let's Go!" }).click();
  await expect(visitor).toHaveURL(/\/signup$/);
  await expect(selectedTab(visitor, 'Sign Up')).toBeVisible();
  await fresh.close();
});

test('Sign In Again after an expired session opens the Sign In tab', async ({ page, request }) => {
  await signUp(page, newEmail('expired'));
  const token = await storedToken(page);
  await request.post('/api/gateway', { data: { cmd: 'ParentAuthHandler.signout' }, headers: { authorization: `Bearer ${token}` } });
  await page.getByRole('link', { name: 'Home' }).dispatchEvent('click');
  const dialog = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible();
  // The expiry flow moves the page to /signup under the modal after 1 s; the parent reads, then answers.
  await expect(page).toHaveURL(/\/signup/);
  await page.waitForTimeout(300);
  await dialog.getByRole('button', { name: 'Sign In Again' }).click();
  await expect(page).toHaveURL(/\/signup\?tab=signin$/);
  await expect(selectedTab(page, 'Sign In')).toBeVisible();
});

test('a signed-out page load logs no error while checking for a saved login', async ({ browser, page }) => {
  // With the app's worker, as a parent's browser loads it (playwright.config.ts blocks it by default).
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined, serviceWorkers: 'allow' });
  const visitor = await context.newPage();
  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  const refusals: string[] = [];
  visitor.on('response', (response) => {
    if (response.status() >= 400) refusals.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ['/', '/signup', '/home']) {
    await visitor.goto(path);
    await expect(visitor.getByRole('button', { name: /Let's Go!|Sign In|Create Account/ }).first()).toBeVisible();
  }
  expect(problems).toEqual([]);
  expect(refusals).toEqual([]);
  await context.close();
});

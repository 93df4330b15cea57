import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clinic, readInChinese, signInAs } from './support';

/*
 * The operator console (issue 19), on an operator's tablet: the clinic rewords the sign-up greeting in
 * English and Chinese, and a new visitor's sign-up page says it within the text load's second. The
 * greeting is one text for the whole server, so only the desktop project runs this (at a tablet's width).
 */
const greeting = { en: 'Welcome to the clinic!', zh: '欢迎来到诊所！' };

async function textCard(page: Page, key: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(key);
  const card = page.getByRole('listitem', { name: key });
  await expect(card).toBeVisible();
  return card;
}

test('an operator rewords the sign-up greeting in the console, and a new visitor reads it in en and zh', async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signInAs(page, clinic);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/texts$/);
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  for (const section of ['Texts', 'Home configurations', 'Clinic desk'])
    await expect(nav.getByRole('link', { name: section })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Texts' })).toHaveAttribute('aria-current', 'page');

  await test.step('a placeholder the app fills cannot be dropped', async () => {
    const card = await textCard(page, 'home.editName');
    await card.getByRole('textbox', { name: 'English' }).fill('Edit your name');
    await expect(card.getByText('Keep {{name}}: the app puts a value there.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
    await card.getByRole('button', { name: 'Discard' }).click();
  });

  await test.step('the greeting is saved in both languages', async () => {
    const card = await textCard(page, 'auth.header.hello');
    await expect(card.getByText('Shown on /signup')).toBeVisible();
    await card.getByRole('textbox', { name: 'English' }).fill(greeting.en);
    await card.getByRole('textbox', { name: 'Chinese' }).fill(greeting.zh);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Changed', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-texts-tablet.png'), fullPage: true });
  });

  await test.step("a new visitor's sign-up page says it, in English and in Chinese", async () => {
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const signup = await visitor.newPage();
    await signup.goto('/signup');
    await expect(signup.getByText(greeting.en)).toBeVisible();
    await readInChinese(signup);
    await expect(signup.getByText(greeting.zh)).toBeVisible();
    await signup.screenshot({ path: testInfo.outputPath('signup-reworded-zh.png') });
    await visitor.close();
  });

  await test.step('the settings gather the rewards, the workflow addresses with the video, the community link and the locations', async () => {
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('textbox', { name: /Coins for a lesson plan/ })).toHaveValue(/^\d+$/);
    await expect(page.getByLabel('Introduction video')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Locations offered at sign-up' }).getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-settings-tablet.png'), fullPage: true });
  });

  await test.step('a game key is shown once, then revoked after asking', async () => {
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Game keys' }).click();
    await expect(page).toHaveURL(/\/admin\/game-keys$/);
    const name = `journey-${Date.now()}`;
    await page.getByRole('textbox', { name: /Key name/ }).fill(name);
    await page.getByRole('button', { name: 'Create key' }).click();
    const made = page.getByRole('status').filter({ hasText: `Key ${name} created` });
    await expect(made.getByText(/^gk_/)).toBeVisible();
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('listitem', { name }).getByText('Revoked', { exact: true })).toBeVisible();
  });

  await test.step('the audit log has each write, with the greeting before and after', async () => {
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('textbox', { name: /Search/ }).fill('auth.header.hello');
    const changes = page.getByRole('table', { name: 'What changed in text:auth.header.hello' });
    await expect(changes.first()).toBeVisible();
    await expect(page.getByRole('row', { name: `zh 您好！ ${greeting.zh}` })).toBeVisible();
    await expect(page.getByRole('row', { name: `en Hello! ${greeting.en}` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-audit.png'), fullPage: true });
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Texts' }).click();
  });

  await test.step('the console reads in Chinese too, and the greeting goes back to the app’s own', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await readInChinese(page);
    await expect(page.getByRole('navigation', { name: '控制台栏目' }).getByRole('link', { name: '文本' })).toBeVisible();
    await page.getByRole('textbox', { name: '搜索' }).fill('auth.header.hello');
    const card = page.getByRole('listitem', { name: 'auth.header.hello' });
    await card.getByRole('textbox', { name: '英文' }).fill('Hello!');
    await card.getByRole('textbox', { name: '中文' }).fill('您好！');
    await page.screenshot({ path: testInfo.outputPath('console-texts-zh-desktop.png'), fullPage: true });
    await card.getByRole('button', { name: '保存' }).click();
    await expect(card.getByText('已修改', { exact: true })).toHaveCount(0);
  });
});

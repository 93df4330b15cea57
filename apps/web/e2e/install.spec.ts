import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { installPopupSeen } from './installPopupSeen';
import { demoFamilyOf, hydrated, readInChinese, signInAs } from './support';

// The install journeys start in a browser that has never seen the popup (the others have: playwright.config.ts).
// Installability needs the app's worker (playwright.config.ts blocks it elsewhere).
test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'allow' });

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Keep T1D Family on your home screen' });

/** The popup's flag and delay (shared/install/installPopup.ts): the flag is written as the popup shows. */
const popupFlag = 'installPopupShown';
const popupDelayMs = 1000;

/**
 * Counts, from each page's start, the writes of the popup's flag: the app writes it the moment it
 * shows the popup, before the popup's code is fetched, so a count of 0 says it was never shown.
 */
async function countPopupShows(page: Page) {
  await page.addInitScript((flag) => {
    const setItem = Storage.prototype.setItem;
    const shows = { count: 0 };
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key === flag) shows.count += 1;
      setItem.call(this, key, value);
    };
    Object.assign(window, { popupShows: shows });
  }, popupFlag);
  return () => page.evaluate(() => (window as unknown as { popupShows: { count: number } }).popupShows.count);
}

/**
 * Runs the page's timers well past the popup's second, once the app has drawn the page (React marks
 * the heading it drew) and run its effects, where the popup is scheduled: whatever the popup would do,
 * it has done. The page's clock must be installed (page.clock.install) before it loads.
 */
async function pastThePopupsSecond(page: Page) {
  await hydrated(page);
  // React runs a render's effects in a task it queues behind the render: this message comes after it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
  await page.clock.runFor(popupDelayMs * 3);
}
/** Chromium offers its dialog only once it judges the visit engaged; before that the app points at the guide. */
const offerOrGuide = (page: Page) =>
  popupOf(page)
    .getByRole('button', { name: 'Install the app' })
    .or(popupOf(page).getByRole('link', { name: 'View Detailed Guide' }));

test('the install popup appears once and never again', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: "Let's Go!" })).toBeVisible();
  await expect(popupOf(page)).toBeVisible();
  await expect(offerOrGuide(page)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('install-popup.png') });
  await popupOf(page).getByRole('button', { name: 'Not now' }).click();
  await expect(popupOf(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('installPopupShown'))).not.toBeNull();

  // Reloads and other pages, each run well past the popup's second on the page's own clock: it stays away.
  const shows = await countPopupShows(page);
  await page.clock.install();
  for (const path of ['/', '/signup', '/manual-install-guide', '/signup?tab=signin']) {
    await page.goto(path);
    await pastThePopupsSecond(page);
    expect(await shows(), `the popup showed again on ${path}`).toBe(0);
    await expect(popupOf(page)).toHaveCount(0);
  }
});

test('the popup leads to the guide, and the guide never shows the popup', async ({ page, browser, baseURL }) => {
  await page.goto('/signup');
  const guide = popupOf(page).getByRole('link', { name: 'View Detailed Guide' });
  // Where Chromium did make its offer the popup has the Install button instead, and nothing to follow.
  if (await guide.isVisible({ timeout: 5000 }).catch(() => false)) {
    await guide.click();
    await expect(page).toHaveURL(/\/manual-install-guide$/);
    await expect(popupOf(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'How to install the app' })).toBeVisible();
  }

  // A first visit that opens on the guide: no popup, and the one showing is kept for later.
  const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL });
  const reader = await fresh.newPage();
  const shows = await countPopupShows(reader);
  await reader.clock.install();
  await reader.goto('/manual-install-guide');
  await pastThePopupsSecond(reader);
  expect(await shows()).toBe(0);
  await expect(reader.getByRole('dialog')).toHaveCount(0);
  expect(await reader.evaluate((flag) => localStorage.getItem(flag), popupFlag)).toBeNull();
  await fresh.close();
});

test('the manual guide renders in zh, the reader’s own device first', async ({ page }, testInfo) => {
  await page.goto('/manual-install-guide');
  await readInChinese(page);
  await expect(page.getByRole('heading', { level: 1, name: '如何安装应用' })).toBeVisible();
  const device = testInfo.project.name === 'phone' ? '安卓手机或平板（Chrome）' : '电脑（Chrome 或 Edge）';
  const parts = page.getByRole('button', { expanded: true });
  await expect(parts).toHaveCount(1);
  await expect(parts).toContainText(device);
  await expect(parts).toContainText('本设备');
  const steps = page.getByRole('list', { name: `${device}的安装步骤` }).getByRole('listitem');
  await expect(steps).toHaveCount(testInfo.project.name === 'phone' ? 4 : 3);
  for (const picture of await page
    .getByRole('list', { name: `${device}的安装步骤` })
    .locator('svg')
    .all()) {
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
  }
  await page.screenshot({ path: testInfo.outputPath('guide-zh.png'), fullPage: true });

  // The other devices' parts open from the keyboard.
  const iphone = page.getByRole('button', { name: /iPhone 或 iPad（Safari）/ });
  await iphone.focus();
  await page.keyboard.press('Enter');
  await expect(iphone).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('向下滚动列表，点按“添加到主屏幕”。')).toBeVisible();
  await page.getByRole('link', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Chromium finds the app installable, in English and in Chinese', async ({ playwright, launchOptions, baseURL }, testInfo) => {
  // Chromium never installs from an incognito profile, and every test context is one: this needs a profile of its own.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...launchOptions, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const installability = async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
  await page.goto('/');
  await expect(page.getByRole('button', { name: "Let's Go!" })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  let manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(await installability()).toEqual([]);

  await page.getByRole('dialog').getByRole('button', { name: 'Not now' }).click();
  await readInChinese(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.zh.webmanifest');
  manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.zh\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}').name).toBe('T1D 家庭');
  expect(await installability()).toEqual([]);
  await context.close();
});

test.describe('with the popup seen', () => {
  test.use({ storageState: async ({ baseURL }, use) => use(installPopupSeen(new URL(baseURL!).origin)) });

  test('the sign-in tab and the dashboard offer to install, and lead to the guide', async ({ page }, testInfo) => {
    await page.goto('/signup?tab=signin');
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    const install = signIn.getByRole('button', { name: 'Install the app' });
    await install.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('signin-install.png') });
    await install.click();
    const guide = signIn.getByRole('link', { name: 'View Detailed Guide' });
    // Where Chromium made its offer, the button opened its dialog instead (headless Chromium answers it by itself).
    if (await guide.isVisible({ timeout: 3000 }).catch(() => false)) {
      await expect(signIn.getByText('Manual Installation Required')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('signin-install-fallback.png') });
      await guide.click();
      await expect(page).toHaveURL(/\/manual-install-guide$/);
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/signup\?tab=signin$/);
    }

    await signInAs(page, demoFamilyOf(testInfo).parent);
    const section = page.getByRole('region', { name: 'Install the App' });
    await section.scrollIntoViewIfNeeded();
    await expect(
      section.getByRole('button', { name: 'Install the app', exact: true }).or(section.getByRole('link', { name: 'View Detailed Guide' })),
    ).toBeVisible();
    await section.screenshot({ path: testInfo.outputPath('dashboard-install.png') });
    await readInChinese(page);
    const sectionZh = page.getByRole('region', { name: '安装应用' });
    await expect(
      sectionZh.getByRole('button', { name: '安装应用', exact: true }).or(sectionZh.getByRole('link', { name: '查看详细指南' })),
    ).toBeVisible();
    await sectionZh.screenshot({ path: testInfo.outputPath('dashboard-install-zh.png') });
  });
});

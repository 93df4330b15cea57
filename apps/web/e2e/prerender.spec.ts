import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { installPopupSeen } from './installPopupSeen';
import { hydrated, newEmail, signUp } from './support';

// The splash and the sign-up page come prerendered from the build (ADR 0041): painted before any script,
// then hydrated. Once hydrated they must look exactly as they were painted, keep the very elements
// the server sent, and keep their redirects (docs/product.md).
test.use({ viewport: { width: 390, height: 844 } });

const pages = [
  { path: '/', heading: { en: 'Every day with T1D', 'zh-CN': '与 1 型糖尿病同行的每一天' } },
  { path: '/signup', heading: { en: 'Hello!', 'zh-CN': '您好！' } },
] as const;

/**
 * The splash's consultation benefit is worded from the deployment's offer, which the page reads after
 * it opens (the build cannot know it): that read waits until the comparison is done.
 */
async function holdTheOffer(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/gateway', async (route) => {
    if (route.request().postData()?.includes('getConsultationOffer')) await released;
    await route.fallback();
  });
  return release;
}

/**
 * A screenshot for the comparison. Native selects are masked: Chromium draws their borders a few pixels
 * differently once a page's scripts run, hydrated or not; their place is still compared (the mask
 * covers their box) and their chosen option is compared by value.
 */
async function comparableShot(page: Page) {
  const selects = await page.locator('select').evaluateAll((all) => all.map((select) => (select as HTMLSelectElement).value));
  // The scroll arrow is the splash's own behaviour once it starts (checked below): left out of the comparison.
  const shot = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    mask: [page.locator('select')],
    style: '.mantine-Affix-root { visibility: hidden; }',
  });
  return { shot, selects };
}

/** The page as a browser without scripts paints it: the server's HTML and styles alone. */
async function paintedWithoutScripts(browser: Browser, baseURL: string, path: string, locale: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const response = await page.goto(`${baseURL}${path}`);
  expect(await response?.text()).toContain('data-prerendered');
  const painted = await comparableShot(page);
  await context.close();
  return painted;
}

for (const { path, heading } of pages) {
  for (const locale of ['en', 'zh-CN'] as const) {
    test(`${path} in ${locale} is painted before its code and looks the same once hydrated`, async ({ browser, baseURL }) => {
      const before = await paintedWithoutScripts(browser, baseURL!, path, locale);

      // Playwright's routing (the held offer) and a service worker's registration do not mix; this page needs no worker.
      const context = await browser.newContext({
        locale,
        viewport: { width: 390, height: 844 },
        storageState: installPopupSeen(baseURL!),
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      const releaseOffer = await holdTheOffer(page);
      // The first button the server sent, kept to see whether hydration kept it or drew a new one.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { served: Element | null }).served = document.querySelector('#root button');
        }),
      );
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading[locale]);
      await hydrated(page);
      const after = await comparableShot(page);
      expect(after.shot.equals(before.shot), 'the hydrated page differs from the painted one').toBe(true);
      expect(after.selects).toEqual(before.selects);
      expect(await page.evaluate(() => (window as unknown as { served: Element | null }).served?.isConnected)).toBe(true);
      releaseOffer();

      // Interactive: the splash goes to sign-up (its arrow is offered while the button is out of sight);
      // sign-up validates.
      if (path === '/') {
        const letsGo = page.getByRole('button', { name: locale === 'en' ? "Let's Go!" : '开始吧！' });
        const arrow = page.getByRole('button', { name: locale === 'en' ? 'Scroll down to get started' : '向下滚动开始' });
        const outOfSight = await letsGo.evaluate((button) => button.getBoundingClientRect().top > window.innerHeight);
        if (outOfSight) await expect(arrow).toBeVisible();
        else await expect(arrow).toBeHidden();
        await letsGo.click();
        await expect(page).toHaveURL(/\/signup$/);
      } else {
        await page.getByRole('button', { name: locale === 'en' ? 'Create Account' : '创建账户' }).click();
        await expect(page.getByText(locale === 'en' ? 'Email is required' : '请输入电子邮箱').first()).toBeVisible();
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

test('the prerendered pages keep their redirects: a query, a stored session, a persistent login', async ({ page, context }) => {
  // A query is not prerendered: the splash sends a campaign on to sign-up, a token to its handler.
  const campaign = await page.goto('/?campaign=spring2026');
  expect(await campaign?.text()).not.toContain('data-prerendered');
  await expect(page).toHaveURL(/\/signup\?campaign=spring2026$/);
  // The token handler checks the token, which is not valid, and says so on the sign-in page.
  await page.goto('/?token=abc');
  await expect(page.getByRole('alert').filter({ hasText: 'This sign-in link did not work' })).toBeVisible();

  await signUp(page, newEmail('prerender'));
  // With the persistent login, the server sends the shell, and both pages go on to the dashboard.
  for (const path of ['/', '/signup']) {
    const served = await page.goto(path);
    expect(await served?.text()).not.toContain('data-prerendered');
    await expect(page).toHaveURL(/\/home$/);
  }
  // Without it (a browser that lost its cookies), the prerendered page comes, and the stored session still
  // goes on to the dashboard.
  await context.clearCookies();
  for (const path of ['/', '/signup']) {
    const served = await page.goto(path);
    expect(await served?.text()).toContain('data-prerendered');
    await expect(page).toHaveURL(/\/home$/);
  }
});

/**
 * `path` opened in a new browser of its own, with the files matching `held` kept back until `release()`:
 * it resolves once the page has asked for them, so the page is painted and its code not yet run.
 */
async function openWithCodeHeld(browser: Browser, baseURL: string, path: string, held: string) {
  const context = await browser.newContext({ storageState: installPopupSeen(baseURL), serviceWorkers: 'block' });
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const heldRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(held, async (route) => {
    requested();
    await released;
    await route.fallback();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await heldRequested;
  return { context, page, release };
}

test('the painted sign-up form cannot be filled or sent before its code arrives, and works once it has', async ({ browser, baseURL }) => {
  const { context, page, release } = await openWithCodeHeld(browser, baseURL!, '/signup', '**/assets/AuthPage-*.js');
  // Painted, not hydrated: a tap on the e-mail field, typing and a tap on the button do nothing; above
  // all the browser does not send the form itself (its fields in the address).
  const email = page.locator('#root form input[type="email"]').last();
  const submit = page.locator('#root form button[type="submit"]').last();
  await expect(submit).toBeVisible();
  const emailBox = (await email.boundingBox())!;
  await page.mouse.click(emailBox.x + emailBox.width / 2, emailBox.y + emailBox.height / 2);
  await page.keyboard.type('early@example.org');
  await page.keyboard.press('Enter');
  const submitBox = (await submit.boundingBox())!;
  await page.mouse.click(submitBox.x + submitBox.width / 2, submitBox.y + submitBox.height / 2);
  await expect(email).toHaveValue('');
  expect(new URL(page.url()).search).toBe('');

  release();
  await hydrated(page);
  await expect(page.locator('#root form[inert]')).toHaveCount(0);
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Please enter a valid email address').first()).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await context.close();
});

// A visitor on a slow phone can switch the painted page's language before its code is in: before the
// app's first script, or after it while the screen's own code is still on its way. Either way the
// choice is kept.
for (const { held, pattern } of [
  { held: "the app's first script", pattern: '**/assets/index-*.js' },
  { held: "the screen's code", pattern: '**/assets/SplashPage-*.js' },
]) {
  test(`a language picked on the painted splash before ${held} arrives is kept`, async ({ browser, baseURL }) => {
    const { context, page, release } = await openWithCodeHeld(browser, baseURL!, '/', pattern);
    await page.getByLabel('Language').first().selectOption('zh');
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('button', { name: '开始吧！' })).toBeVisible();
    await expect(page.getByLabel('语言').first()).toHaveValue('zh');
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'parent_locale')?.value).toBe('zh');
    await context.close();
  });
}

// The painted pages' buttons that lead on (the splash's "Let's Go!", sign-up's "Sign in with Google")
// keep a tap made before their code has arrived.
const issuerOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
for (const { path, button, chunk, leadsTo } of [
  { path: '/', button: "Let's Go!", chunk: 'SplashPage', leadsTo: (url: URL) => url.pathname === '/signup' },
  { path: '/signup', button: 'Sign in with Google', chunk: 'AuthPage', leadsTo: (url: URL) => url.origin === issuerOrigin },
]) {
  test(`a tap on the painted ${path}'s ${button} before its code arrives is kept`, async ({ browser, baseURL }) => {
    const { context, page, release } = await openWithCodeHeld(browser, baseURL!, path, `**/assets/${chunk}-*.js`);
    await page.locator('#root button[data-early-tap]').filter({ hasText: button }).click();
    expect(new URL(page.url()).pathname).toBe(path);
    release();
    await page.waitForURL(leadsTo);
    await context.close();
  });
}

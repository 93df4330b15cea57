import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

let counter = 0;
/** An address no other journey or run uses. */
export function newEmail(label = 'parent'): string {
  counter += 1;
  return `${label}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

export const password = 'sunny days 42';

export async function openSignUp(page: Page, query = '') {
  await page.goto(`/signup${query}`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
}

/** Fills the Sign Up tab and submits it. */
export async function submitSignUp(page: Page, email: string, secret = password, confirm = secret) {
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(secret);
  await form.getByLabel('Confirm Password', { exact: true }).fill(confirm);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** Creates an account through the Sign Up tab and lands on family management. */
export async function signUp(page: Page, email: string, query = '') {
  await openSignUp(page, query);
  await submitSignUp(page, email);
  const success = page.getByRole('dialog', { name: 'Success' });
  await untilStill(success);
  await success.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/family-member-management$/);
}

/**
 * Waits until a dialog has finished coming in (its CSS transitions and animations). On a busy machine
 * its slide can stall for two frames, which Playwright takes for still, and a click meant for its button
 * then lands where the button was.
 */
export async function untilStill(dialog: Locator) {
  await dialog.evaluate(async (element) => {
    // Mantine starts a transition a frame after it mounts the dialog: two frames, and it has begun.
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    const finite = element
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * A button's label sits in its middle, as the eye expects to tap it: a Mantine button allowed to grow
 * past its fixed height once kept its label at the top, about 6 px above the middle of "Call 112".
 */
export async function expectLabelCentred(button: Locator) {
  // Both boxes in one frame: the page may still move between two separate reads.
  const offMiddle = await button.evaluate((element) => {
    const middle = (box: DOMRect) => box.top + box.height / 2;
    const label = element.querySelector('.mantine-Button-label');
    if (!label) throw new Error('the button has no label');
    return Math.abs(middle(element.getBoundingClientRect()) - middle(label.getBoundingClientRect()));
  });
  expect(offMiddle, 'label off the middle of its button, px').toBeLessThanOrEqual(1);
}

/** Signs in an account this run created (they all share `password`). */
export async function signIn(page: Page, email: string) {
  await signInAs(page, { email, password });
}

/**
 * Forgets what the app kept on the device, as in a new visitor's browser, but for the install popup
 * already seen (playwright.config.ts): a journey's clicks must not meet it.
 */
export async function clearAppStorage(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('installPopupShown', '1');
  });
}

/** The session token the page holds, as the app stored it. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('parent_token'));
}

/**
 * The demo family of a Playwright project: the e2e server writes one per project (`npm run demo --
 * --label <project>`, apps/server/src/cli/demoFamily.ts), so a journey can count its family's coins
 * exactly while the other project runs. The partner is the family's second parent, for read state of
 * its own.
 */
export function demoFamilyOf(testInfo: TestInfo) {
  const label = testInfo.project.name;
  return {
    parent: { email: `demo.${label}@t1dfamily.example`, password: 'demo-family-2026' },
    partner: { email: `demo.partner.${label}@t1dfamily.example`, password: 'demo-partner-2026' },
  };
}

/** Signs in through the Sign In tab and lands where the account works: home, or the console for an operator. */
export async function signInAs(page: Page, account: { email: string; password: string; lands?: RegExp }) {
  await page.goto('/signup?tab=signin');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(account.lands ?? /\/home$/);
}

const askWords = {
  en: {
    ask: 'Ask the Clinic to Contact Me',
    title: 'How can the clinic reach you?',
    phone: 'Phone number',
    send: 'Ask the clinic to contact me',
  },
  zh: { ask: '请诊所联系我', title: '诊所如何联系您？', phone: '电话号码', send: '请诊所联系我' },
};

/**
 * 'Ask the Clinic to Contact Me' in `within` (the care plan's card or page), without a booking page: the
 * dialog asks how the clinic may reach the family; the phone, the consent, and it is sent (ADR 0039).
 */
export async function askTheClinicToCall(page: Page, within: Locator, phone: string, language: 'en' | 'zh' = 'en') {
  const words = askWords[language];
  await within.getByRole('button', { name: words.ask }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await dialog.getByRole('textbox', { name: words.phone }).fill(phone);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: words.send }).click();
  await expect(dialog).toBeHidden();
}

/** Switches the app to Chinese with the language picker on the page, as a parent would. */
export async function readInChinese(page: Page) {
  await page
    .getByLabel(/^(Language|语言)$/)
    .first()
    .selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
}

/**
 * The e2e server's clinic-desk operator (scripts/e2e-server.mjs), shared by every project. An operator's
 * sign-in lands in the console, which opens on what is not configured yet (ADR 0039, ADR 0034).
 */
export const clinic = { email: 'clinic@t1dfamily.example', password: 'clinic-desk-journeys', lands: /\/admin\/setup$/ };

/**
 * One gateway command, as a partner client sends it, through the test's own request context (its
 * cookies never reach the page); it must succeed, and its data is the answer.
 */
export async function gatewayData(request: APIRequestContext, cmd: string, input: object, token?: string | null) {
  const response = await request.post('/api/gateway', {
    data: { cmd, ...input },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}

/** Waits until the app's worker is active and controls the page (the first worker claims it without a reload). */
export async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/**
 * Waits until React has taken over the page's heading: it marks each element it hydrated or drew, so a
 * prerendered page is hydrated and any other is drawn by the app.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });

/**
 * Opens a section of the operator console from its navigation: beside the page from tablet width; on a
 * phone, behind the button that names the open section.
 */
export async function openConsoleSection(page: Page, section: string) {
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav).toBeVisible();
  const toggle = nav.getByRole('button');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await nav.getByRole('link', { name: section }).click();
}

/** What a card or page offline says of the age of what it shows, minutes after it was saved. */
export const savedAge = /^Saved (just now|\d+ minutes? ago)$/;

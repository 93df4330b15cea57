import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearAppStorage, clinic, demoFamilyOf, gatewayData } from './support';

/*
 * Accessibility, checked on every screen (WCAG 2.2 AA, axe-core): every route a parent or an operator
 * reaches and every dialog the dashboard opens. A language changes the texts, a width the layout: the
 * phone scans every screen in English and in Chinese, the desktop every screen in English (the Chinese
 * scan is tagged @anyWidth). Any violation fails the journey, with every one found listed. On the phone, every
 * field's text is 16 px or more too: iOS Safari zooms the page into a smaller one when it is focused.
 */

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
type Language = 'en' | 'zh';

interface Findings {
  violations: string[];
  smallFields: string[];
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * A page that carries axe-core into every document it loads, and counts the requests it has in flight.
 * Screens are reached as a parent reaches them, inside the app (its router), so axe is read once per
 * document rather than once per scan, which cost more than the scan itself.
 */
async function prepare(page: Page) {
  await page.addInitScript({ content: axeSource });
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
}

/** Waits for the screen to settle: its code and texts in, its reads answered, no loader left. */
async function settled(page: Page, inFlight: () => number) {
  // Twice idle in a row: a screen's reads start as its code arrives. Looked at every 50 ms: the poll's
  // default backs off to a second, which most screens then spent idle (a sixth of the journey).
  const nextFrame = () => page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => done(0))));
  await expect.poll(async () => inFlight() + (await nextFrame()) + inFlight(), { intervals: [50] }).toBe(0);
  await expect(page.getByRole('progressbar', { name: /^(Loading|加载中)/ })).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  // What fades in (a dialog, the coins a page pays) is scanned once it is there: half-way, its text is
  // fainter than it will be.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function scan(page: Page, where: string, findings: Findings, include = 'body') {
  const violations = await page.evaluate(
    async ({ selector, tags }) => {
      const axe = (window as unknown as { axe: { run: (context: string, options: object) => Promise<{ violations: any[] }> } }).axe;
      const result = await axe.run(selector, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id as string,
        impact: violation.impact as string,
        help: violation.help as string,
        targets: (violation.nodes as { target: string[] }[]).slice(0, 3).map((node) => node.target.join(' ')),
      }));
    },
    { selector: include, tags: wcag22aa },
  );
  for (const violation of violations) {
    findings.violations.push(`${where}: ${violation.id} (${violation.impact}): ${violation.help} → ${violation.targets.join(' | ')}`);
  }
  if ((page.viewportSize()?.width ?? 0) < 600) {
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea')]
        .filter((field) => field.offsetParent !== null && parseFloat(getComputedStyle(field).fontSize) < 16)
        .map(
          (field) => `${field.tagName.toLowerCase()}[${field.getAttribute('aria-label') ?? field.id}] ${getComputedStyle(field).fontSize}`,
        ),
    );
    findings.smallFields.push(...small.map((field) => `${where}: ${field}`));
  }
}

/** Opens `path` inside the app, as its links do (the router follows the history), or loads it when asked. */
async function visit(page: Page, path: string, findings: Findings, inFlight: () => number) {
  // A product's page pays for the visit once it has loaded: its coins are scanned once they are shown,
  // not half-way through fading in (the payment leaves after the page's reads have settled).
  const paid = path.startsWith('/product-learning') ? productExplorePaid(page) : null;
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const coinsPaid = paid ? await paid : 0;
  if (coinsPaid > 0) await expect(page.getByRole('status').filter({ hasText: /^\+/ })).toBeVisible();
  await settled(page, inFlight);
  // A guard may send the parent on (the care plan's steps open at their stage): what shows is scanned.
  const url = new URL(page.url());
  const shown = `${url.pathname}${url.search}`;
  await scan(page, shown === path ? path : `${path} → ${shown}`, findings);
}

/** The coins the next product visit is paid, once the gateway has answered (0 after a first visit). */
async function productExplorePaid(page: Page) {
  const answer = await page.waitForResponse(
    (response) => (response.request().postData() ?? '').includes('ParentCoinsHandler.award_product_explore_coin'),
    { timeout: 30_000 },
  );
  const coins = ((await answer.json()) as { data?: { product_explore_reward_coins?: unknown } }).data?.product_explore_reward_coins;
  expect(typeof coins, 'the payment for a product visit names the coins it paid').toBe('number');
  return coins as number;
}

/** Every dialog the dashboard opens: each section's 'About …' and the heroic tokens' explainer. */
async function scanDashboardDialogs(page: Page, findings: Findings, inFlight: () => number) {
  await visit(page, '/home', findings, inFlight);
  // The cards fill in one after another as the first batch's answers settle.
  const about = page.getByRole('button', { name: /^(About |关于)/ });
  await expect.poll(() => about.count()).toBeGreaterThan(8);
  await expect(page.getByRole('button', { name: /^(What do these numbers mean\?|这些数字是什么意思？)$/ })).toBeVisible();
  const openers = [...(await about.all()), page.getByRole('button', { name: /^(What do these numbers mean\?|这些数字是什么意思？)$/ })];
  for (const opener of openers) {
    const name = (await opener.getAttribute('aria-label')) ?? (await opener.textContent()) ?? '';
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settled(page, inFlight);
    await scan(page, `/home, dialog "${name}"`, findings, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

/** Loads `path` afresh (a new document, which restores the session from its cookie), and scans it. */
async function load(page: Page, path: string, findings: Findings, inFlight: () => number) {
  await page.goto(path);
  await settled(page, inFlight);
  await scan(page, path, findings);
}

async function scanAll(page: Page, language: Language, family: ReturnType<typeof demoFamilyOf>) {
  const findings: Findings = { violations: [], smallFields: [] };
  await page.context().addInitScript((locale) => localStorage.setItem('locale', locale), language);
  const inFlight = await prepare(page);

  await load(page, '/', findings, inFlight);
  for (const path of [
    '/signup',
    '/signup?tab=signin',
    '/child-signup?invite_code=A1B2C3',
    '/child-login',
    '/manual-install-guide',
    '/no-such-page',
  ]) {
    await visit(page, path, findings, inFlight);
  }

  // The demo parent, signed in through the gateway: its cookie restores the session when a page loads.
  const parent = await gatewayData(page.request, 'ParentAuthHandler.signin', family.parent);
  const token = parent.token as string;
  const tasks = await gatewayData(page.request, 'GmsInfluenceApi.getParentTasks', { parent_code: parent.p_code }, token);
  const members = await gatewayData(page.request, 'ParentFamilyHandler.get_members', {}, token);
  const goals = await gatewayData(page.request, 'FamilyGoalsApi.list', {}, token);
  const articles = await gatewayData(page.request, 'ContentApi.list', { kind: 'article' }, token);
  const products = await gatewayData(page.request, 'TrustedProductApi.getActiveProducts', {}, token);
  const child = (members.members as { user_id: number; is_child: boolean }[]).find((member) => member.is_child)!;
  await load(page, '/home', findings, inFlight);
  const parentRoutes = [
    '/family-member-management',
    '/notifications',
    '/red-flag-and-interventions',
    '/red-flag-history',
    '/tasks',
    `/task/${tasks.list[0].id}`,
    '/task-edit',
    `/goal/${goals.list[0].id}`,
    '/coins-earned-logs',
    '/heroic-token-ownership',
    '/family-streak',
    '/community-interactions',
    '/kids-progress',
    '/diabetes-appointment-practitioner',
    '/doctor-referral',
    '/received-backpack',
    '/juicebox',
    '/urgent-learning',
    '/trusted-products',
    `/product-learning?id=${products[0].id}`,
    '/community',
    '/gift',
    '/ai-chat',
    `/article/${articles.list[0].slug}`,
    '/add-family-member?type=parent',
    '/add-family-member?type=child',
    `/child-login-info/${child.user_id}`,
  ];
  for (const path of parentRoutes) await visit(page, path, findings, inFlight);
  await scanDashboardDialogs(page, findings, inFlight);

  // The clinic's operator: the console and the clinic desk.
  await gatewayData(page.request, 'ParentAuthHandler.signout', {}, token);
  await page.context().clearCookies();
  await clearAppStorage(page);
  await gatewayData(page.request, 'ParentAuthHandler.signin', { email: clinic.email, password: clinic.password });
  await load(page, '/admin/setup', findings, inFlight);
  const consoleRoutes = [
    '/admin/texts',
    '/admin/settings',
    '/admin/game-keys',
    '/admin/audit',
    '/admin/content/articles',
    '/admin/content/articles/new',
    '/admin/content/gifts',
    '/admin/consultations',
    '/admin/home-config',
  ];
  for (const path of consoleRoutes) await visit(page, path, findings, inFlight);
  return findings;
}

for (const language of ['en', 'zh'] as const) {
  // The Chinese scan runs on the phone alone (playwright.config.ts, @anyWidth).
  const details = language === 'zh' ? { tag: '@anyWidth' } : {};
  test(
    `every screen and dashboard dialog passes WCAG 2.2 AA in ${language}, with fields iOS does not zoom`,
    details,
    async ({ page }, testInfo) => {
      test.setTimeout(600_000);
      const findings = await scanAll(page, language, demoFamilyOf(testInfo));
      expect(findings.violations, findings.violations.join('\n')).toEqual([]);
      expect(findings.smallFields, findings.smallFields.join('\n')).toEqual([]);
    },
  );
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './support';

/*
 * The phone and desktop projects run this journey at the same time against one server, each in a
 * demo family no other journey uses (economy<project>, scripts/e2e-server.mjs): the project's own demo
 * family is shared with the journeys running beside this one, whose tasks would add to its total. So
 * the family's coin total rises by exactly what this journey earns. The two projects still pick
 * different tasks and goals, to cover more of the programme.
 *
 * The programme has a single video task. The desktop plays it; the phone first creates a family
 * video task of its own through /task-edit (the same clip, served by this app) and plays that.
 */
const plans = {
  desktop: { website: 'Read: carb counting basics', websiteCoins: 20, goal: 'Try a new sport together', goalCoins: 30 },
  phone: { website: 'Read: a plan for low blood sugar', websiteCoins: 20, goal: 'Pack the hypo kit together', goalCoins: 20 },
} as const;
const programmeVideo = { name: 'Watch: welcome to T1D Family', coins: 15 };

/** The family total on the dashboard's Coins earned card. */
async function coinTotal(page: Page): Promise<number> {
  await page.goto('/home');
  const number = page.getByRole('region', { name: 'Coins earned' }).getByText(/^\d[\d,]*$/);
  await expect(number).toBeVisible();
  return Number((await number.innerText()).replaceAll(',', ''));
}

/** The coin overlay celebrates, then closes by itself (2 s). */
async function expectCoinOverlay(page: Page, coins: number) {
  const overlay = page.getByRole('status').filter({ hasText: `You earned ${coins} coins!` });
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 5_000 });
}

/** Creates a family video task with this app's clip; answers its (unique) name. */
async function createVideoTask(page: Page, baseURL: string): Promise<string> {
  const name = `Phone video ${Date.now()}`;
  await page.goto('/tasks');
  await page.getByRole('link', { name: 'Create a family task' }).click();
  await expect(page).toHaveURL(/\/task-edit$/);
  // An empty submit shows every field's problem with the contract's messages.
  await page.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Task name is required')).toBeVisible();
  await expect(page.getByText('A link is required for website and video tasks')).toBeVisible();
  await expect(page.getByText('Choose a category').last()).toBeVisible();
  await page.getByLabel('Task name').fill(name);
  await page.getByRole('radio', { name: 'Video' }).check();
  await page.getByLabel('Link').fill(`${baseURL}/media/ceo-intro.mp4`);
  await page.getByLabel('Category').selectOption({ label: 'Learning and feelings' });
  await page.getByLabel('Coins').fill('7');
  await page.getByRole('button', { name: 'Create task' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  return name;
}

/** Plays a video task to its real end: seeks close to it, then the 'ended' event completes the task. */
async function watchToTheEnd(page: Page, name: string) {
  await page.getByRole('button', { name: `Watch video: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  const video = dialog.getByLabel(`Video: ${name}`);
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1) await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    element.muted = true;
    element.currentTime = Math.max(0, element.duration - 0.4);
    await element.play();
  });
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}

test('the demo parent earns coins with tasks and a goal, then reads the family’s progress', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  // One long journey through seven screens: three times the suite's limit.
  test.slow();
  const project = testInfo.project.name === 'phone' ? 'phone' : 'desktop';
  const plan = plans[project];
  // Task links lead off-site; the journey needs only to see the tab open, not the internet.
  await context.route(/^https:\/\//, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Reading</h1>' }));
  await signInAs(page, { email: `demo.economy${project}@t1dfamily.example`, password: 'demo-family-2026' });
  const before = await coinTotal(page);

  await test.step('a website task opens in a new tab and pays its coins', async () => {
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: `Visit website: ${plan.website}` }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(/^https:\/\//);
    await tab.close();
    await expectCoinOverlay(page, plan.websiteCoins);
    await expect(page.getByRole('button', { name: `Visit website: ${plan.website}` })).toHaveCount(0);
  });

  await test.step('a video task counts when the video ends', async () => {
    const video = project === 'phone' ? { name: await createVideoTask(page, baseURL!), coins: 7 } : programmeVideo;
    await watchToTheEnd(page, video.name);
    await expectCoinOverlay(page, video.coins);
    await expect(page.getByRole('button', { name: `Watch video: ${video.name}` })).toHaveCount(0);
    expect(await coinTotal(page)).toBe(before + plan.websiteCoins + video.coins);
  });

  await test.step('a family goal: the button waits for the call, then the goal shows complete', async () => {
    const earnedSoFar = await coinTotal(page);
    // Held back a moment, so the disabled state is there to see.
    await page.route('**/api/gateway', async (route) => {
      if (route.request().postDataJSON()?.cmd === 'FamilyGoalsApi.complete') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const goals = page.getByRole('region', { name: 'Family goals' });
    const button = goals.getByRole('button', { name: `Mark done: ${plan.goal}` });
    await button.click();
    await expect(button).toBeDisabled();
    await expectCoinOverlay(page, plan.goalCoins);
    await expect(button).toHaveCount(0);
    await expect(goals.getByRole('listitem').filter({ hasText: plan.goal }).getByText('Complete', { exact: true })).toBeVisible();
    await page.unroute('**/api/gateway');
    expect(await coinTotal(page)).toBe(earnedSoFar + plan.goalCoins);
  });

  await test.step('the coin log lists 20 a page, newest first, with readable reasons', async () => {
    await page.getByRole('link', { name: 'Coin history' }).click();
    await expect(page).toHaveURL(/\/coins-earned-logs$/);
    const list = page.getByRole('list', { name: 'Coin history' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(list.getByRole('listitem').filter({ hasText: plan.website }).filter({ hasText: 'Task completed' })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: plan.goal }).filter({ hasText: 'Family goal reached' })).toBeVisible();
    const first = await list.getByRole('listitem').first().innerText();
    await page.getByRole('navigation', { name: 'Coin history pages' }).getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/coins-earned-logs\?page=2$/);
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(list.getByRole('listitem').first()).not.toHaveText(first);
    await expect(list.getByRole('listitem').filter({ hasText: 'Community visit' }).first()).toBeVisible();
  });

  await test.step('the family streak shows login days and each child this month', async () => {
    await page.goto('/family-streak');
    const logins = page.getByText(/^\d+$/).first();
    await expect(logins).toBeVisible();
    expect(Number(await logins.innerText())).toBeGreaterThan(10);
    // Attached, not visible: on the first day of a month a child not yet active has an empty bar, of no width.
    for (const child of ['Mei', 'Jun']) {
      await expect(page.getByRole('progressbar', { name: new RegExp(`^${child}: \\d+ of \\d+ days active$`) })).toBeAttached();
    }
  });

  await test.step('community interactions: four counts per child against the recommended maximum', async () => {
    await page.goto('/community-interactions');
    for (const child of ['Mei', 'Jun']) {
      const card = page.getByRole('region', { name: child });
      for (const kind of ['Chat messages', 'Friend connections', 'Minigames with others', 'Chats with game characters']) {
        await expect(card.getByText(kind, { exact: true })).toBeVisible();
      }
      const bar = card.getByRole('progressbar');
      const value = Number(await bar.getAttribute('aria-valuenow'));
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(100);
      await expect(bar).toHaveAccessibleName(/of a recommended 50 interactions$/);
    }
  });

  await test.step('kids’ progress lists the skills each child learned', async () => {
    await page.goto('/kids-progress');
    for (const child of ['Mei', 'Jun']) {
      const card = page.getByRole('region', { name: child });
      await expect(card.getByText(/^[1-9]\d* skills?$/)).toBeVisible();
      await expect(card.getByRole('listitem').first()).toBeVisible();
    }
  });
});

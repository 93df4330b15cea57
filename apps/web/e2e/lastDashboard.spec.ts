import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdTheAnswers, holdTheAppsCode, holdTheAppsCodeRecordingReads, watchCardsAtHandOver } from './holdTheAppsCode';
import { demoFamilyOf, gatewayData, newEmail, signInAs, signUp } from './support';

/*
 * The installed app's start (ADR 0045): the dashboard this device last drew with fresh answers is
 * painted before the app's code runs, inert and marked refreshing, and the app's own page takes its
 * place once drawn. It follows the session: never painted for another user, gone with a sign-out.
 *
 * The app's entry is held back by the journey (so the painted page is seen before any of the app's code
 * runs), which needs the requests the page makes itself, not the service worker's: the worker is blocked.
 */
test.use({ savedAnswers: 'kept', serverDrawing: 'kept', serviceWorkers: 'block' });

const saved = (page: Page) => page.evaluate(() => localStorage.getItem('parent_last_dashboard'));

/**
 * The installed app starts from its worker's shell, in which the server drew nothing (ADR 0061): here,
 * with the worker blocked, the page is asked for without the persistent login, so that what is painted
 * is the dashboard this device kept. The session the app keeps is unchanged.
 */
const startLikeTheInstalledApp = (page: Page) => page.context().clearCookies({ name: 'parent_persistent_token' });

test('the next start paints the family’s last dashboard before the app’s code, then the app’s own takes its place', async ({
  page,
}, testInfo) => {
  await signInAs(page, demoFamilyOf(testInfo).parent);
  const coins = page.getByRole('region', { name: 'Coins earned' });
  const figure = coins.getByText(/^\d[\d,]*$/).first();
  await expect(figure).toBeVisible();
  const total = await figure.innerText();
  // Kept a second after the dashboard settles with fresh answers.
  await expect.poll(() => saved(page)).not.toBeNull();

  await startLikeTheInstalledApp(page);
  const release = await holdTheAppsCode(page);
  const cardsAtHandOver = await watchCardsAtHandOver(page);
  await page.goto('/home', { waitUntil: 'commit' });
  const painted = page.locator('#last-dashboard');
  let paintedCoins: { height: number } | null = null;

  await test.step('before any of the app’s code: the saved dashboard, refreshing, that nothing can be done on', async () => {
    await expect(painted).toBeVisible();
    await expect(painted.locator('#coins-earned')).toContainText(total);
    await expect(painted).toHaveAttribute('inert', '');
    const cards = painted.locator('main section[aria-busy]');
    expect(await cards.count()).toBeGreaterThan(1);
    for (const busy of await cards.evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-busy'))))
      expect(busy).toBe('true');
    // Each card's refreshing mark shows (it follows the card's aria-busy).
    await expect(
      painted.locator('#coins-earned [role="img"][aria-label="Showing your saved figures while the latest arrive"]'),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('painted-before-the-code.png') });
    paintedCoins = await painted.locator('#coins-earned').boundingBox();
    // Inert: not in the browser's accessibility tree, so not read out ...
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    expect(nodes.filter((node) => !node.ignored && node.name?.value === 'Coins earned')).toEqual([]);
    // ... and a tap on it reaches nothing on it: its links are plain ones, which would otherwise leave the page.
    const link = painted.getByRole('link', { includeHidden: true }).first();
    await expect(link).toHaveAttribute('href', /^\/\w/);
    await page.evaluate(() => {
      window.addEventListener(
        'click',
        (event) => ((window as unknown as { tapped: boolean }).tapped = (event.target as Element).closest('#last-dashboard') !== null),
        {
          capture: true,
          once: true,
        },
      );
    });
    await link.click({ force: true });
    expect(await page.evaluate(() => (window as unknown as { tapped?: boolean }).tapped)).toBe(false);
    await expect(painted).toBeVisible();
  });

  await test.step('the app’s page is drawn and takes its place, with fresh figures', async () => {
    release();
    await expect(painted).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('style');
    // None of the cards the parent saw went from figures back to a placeholder as the app's took their place.
    expect((await cardsAtHandOver()).backToPlaceholder).toEqual([]);
    await expect(coins.getByText(total)).toBeVisible();
    await expect(page.locator('main section[aria-busy="true"]')).toHaveCount(0);
    // The cards below the painted ones come once it has gone (ADR 0052), down to the last.
    await expect(page.locator('main .mantine-Skeleton-root')).toHaveCount(0);
    await expect(
      page
        .locator('main section[id]')
        .last()
        .getByRole('button', { name: /^About / }),
    ).toBeVisible();
    // Laid out as the painted one was: a card's refreshing mark takes no room, so nothing moved.
    const liveCoins = await page.locator('#coins-earned').boundingBox();
    expect(liveCoins?.height).toBeCloseTo(paintedCoins?.height ?? 0, 0);
    await page.screenshot({ path: testInfo.outputPath('handed-over.png') });
  });
});

test('until the fresh answers come, every card the app’s page takes over says it shows the saved figures, from the hand-over on', async ({
  page,
}, testInfo) => {
  await signInAs(page, demoFamilyOf(testInfo).parent);
  await expect(
    page
      .locator('#coins-earned')
      .getByText(/^\d[\d,]*$/)
      .first(),
  ).toBeVisible();
  await expect.poll(() => saved(page)).not.toBeNull();

  await startLikeTheInstalledApp(page);
  const releaseAnswers = await holdTheAnswers(page);
  const cardsAtHandOver = await watchCardsAtHandOver(page);
  await page.goto('/home', { waitUntil: 'commit' });
  // The app's page takes over from the saved answers alone, and its cards say so.
  await expect(page.locator('#last-dashboard')).toHaveCount(0);
  await expect(page.locator('#root #coins-earned')).toHaveAttribute('aria-busy', 'true');
  const refreshingMark = { name: 'Showing your saved figures while the latest arrive' };
  await expect(page.locator('#root #coins-earned').getByRole('img', refreshingMark)).toBeVisible();
  // Not a moment later than the hand-over: a card that was not marked then showed saved figures as fresh ones.
  const { painted, notRefreshing, backToPlaceholder } = await cardsAtHandOver();
  expect(painted).toContain('coins-earned');
  const refreshingNow = await page.locator('#root main section[aria-busy="true"]').evaluateAll((cards) => cards.map((card) => card.id));
  expect(refreshingNow).toContain('coins-earned');
  expect(notRefreshing.filter((id) => refreshingNow.includes(id))).toEqual([]);
  expect(backToPlaceholder).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('saved-figures-refreshing.png') });

  releaseAnswers();
  await expect(page.locator('main section[aria-busy="true"]')).toHaveCount(0);
  // Fresh: no card says otherwise, to the eye or to a screen reader.
  await expect(page.getByRole('img', refreshingMark)).toHaveCount(0);
});

test('another parent on the device never sees it, and signing out forgets it', async ({ page }, testInfo) => {
  await signInAs(page, demoFamilyOf(testInfo).parent);
  await expect(
    page
      .getByRole('region', { name: 'Coins earned' })
      .getByText(/^\d[\d,]*$/)
      .first(),
  ).toBeVisible();
  await expect.poll(() => saved(page)).not.toBeNull();
  const demoFamilysDashboard = (await saved(page))!;
  const demoParentsName = await page.locator('#greeting').innerText();
  expect(demoFamilysDashboard).toContain(demoParentsName);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signup/);
  expect(await saved(page)).toBeNull();

  // Another parent signs in on this device, with the first family's dashboard left behind in storage.
  await signUp(page, newEmail('next-parent'));
  await page.evaluate((left) => localStorage.setItem('parent_last_dashboard', left), demoFamilysDashboard);
  const release = await holdTheAppsCode(page);
  await page.goto('/home', { waitUntil: 'commit' });
  // The page is parsed, its scripts before the app's code have run: what is painted is the new
  // parent's own dashboard, drawn by the server (ADR 0061), never the first family's.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('#last-dashboard #top-section')).toBeVisible();
  await expect(page.locator('#last-dashboard')).not.toContainText(demoParentsName);
  expect(await saved(page)).toBeNull();
  release();
  await expect(page.getByRole('region', { name: 'Coins earned' })).toBeVisible();
});

test('what the dashboard reads leaves as it is painted, and the app draws those answers without asking again (ADR 0046)', async ({
  page,
  request,
}, testInfo) => {
  await signUp(page, newEmail('read-ahead'));
  await page.goto('/home');
  // The app's own greeting: until the app hands over, the page also holds the one the server drew (ADR 0061).
  const greeting = page.locator('#root #top-section');
  await expect(greeting).toBeVisible();
  await expect.poll(() => saved(page)).not.toBeNull();
  await expect.poll(async () => (await saved(page))?.includes('ParentAuthHandler.getUserProfile')).toBe(true);

  // The parent's name changes on the server (another device) after this device kept its dashboard.
  const { token, userId } = await page.evaluate(() => ({
    token: localStorage.getItem('parent_token'),
    userId: (JSON.parse(localStorage.getItem('user_data') ?? '{}') as { user_id: number }).user_id,
  }));
  await gatewayData(request, 'ParentFamilyHandler.update_parent_real_name', { parent_id: userId, real_name: 'Renamed Elsewhere' }, token);

  await startLikeTheInstalledApp(page);
  const { reads, release } = await holdTheAppsCodeRecordingReads(page);
  await page.goto('/home', { waitUntil: 'commit' });
  const painted = page.locator('#last-dashboard');

  await test.step('before any of the app’s code, the dashboard’s reads are on their way', async () => {
    await expect(painted).toBeVisible();
    await expect(painted).not.toContainText('Renamed Elsewhere');
    await expect.poll(() => reads.filter((read) => read.whileHeld).map((read) => read.cmd)).toContain('ParentAuthHandler.getUserProfile');
  });

  await test.step('the app’s page shows their answers, and asks for none of them again', async () => {
    const readAhead = new Set(reads.map((read) => read.cmd));
    release();
    await expect(painted).toHaveCount(0);
    await expect(greeting).toContainText('Renamed Elsewhere');
    await expect(page.locator('main section[aria-busy="true"]')).toHaveCount(0);
    // Nothing asked a moment later either (an answer taken, then asked again on its way in).
    await page.waitForLoadState('networkidle');
    expect(reads.filter((read) => !read.whileHeld && readAhead.has(read.cmd))).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('read-ahead-handed-over.png') });
  });
});

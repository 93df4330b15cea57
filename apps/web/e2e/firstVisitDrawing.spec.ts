import { expect, test } from './fixtures';
import { holdTheAppsCodeRecordingReads, watchCardsAtHandOver } from './holdTheAppsCode';
import { gatewayData, newEmail, signUp } from './support';

/*
 * A signed-in parent's first visit on a device with nothing kept (ADRs 0056, 0061): the page carries the
 * family's dashboard as the server drew it, painted before the app's code, while the dashboard's first
 * batch is already on its way; the app's own page then takes its place with those answers.
 *
 * The app's entry is held back (holdTheAppsCode.ts), which needs the requests the page makes itself,
 * not the service worker's: the worker is blocked.
 */
test.use({ savedAnswers: 'kept', serverDrawing: 'kept', serviceWorkers: 'block' });

test('a first visit with nothing kept paints the dashboard the server drew and asks for its first batch before the app’s code, then draws its answers (ADRs 0056, 0061)', async ({
  page,
  request,
}, testInfo) => {
  await signUp(page, newEmail('first-visit'));
  // The phone's clock is now in another zone than the one the family signed up in (the browser's, UTC):
  // fourteen hours on, another part of the day at every hour. The app tells the server at its next start.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Pacific/Kiritimati' });
  await page.reload();
  await page.waitForFunction(() => document.cookie.includes('parent_time_zone=Pacific%2FKiritimati'));
  const { token, userId } = await page.evaluate(() => ({
    token: localStorage.getItem('parent_token'),
    userId: (JSON.parse(localStorage.getItem('user_data') ?? '{}') as { user_id: number }).user_id,
  }));
  await gatewayData(request, 'ParentFamilyHandler.update_parent_real_name', { parent_id: userId, real_name: 'Named Elsewhere' }, token);
  // Nothing of the dashboard kept on this device (a page of the app's origin that runs none of its code forgets it).
  await page.goto('/favicon.svg');
  await page.evaluate(() => {
    localStorage.removeItem('parent_last_dashboard');
    localStorage.removeItem('parent_query_cache');
  });

  const { reads, release } = await holdTheAppsCodeRecordingReads(page);
  const cardsAtHandOver = await watchCardsAtHandOver(page);
  await page.goto('/home', { waitUntil: 'commit' });
  let paintedGreeting = '';

  await test.step('before any of the app’s code: the dashboard the server drew, fresh, and the first batch on its way', async () => {
    await expect
      .poll(() => reads.filter((read) => read.whileHeld).map((read) => read.cmd))
      .toEqual(expect.arrayContaining(['RedFlagIntervention.getInterventionsForParentAndChildren', 'ParentAuthHandler.getUserProfile']));
    // Drawn by the server from the family's answers of this moment (ADR 0061), painted as a kept one is.
    const painted = page.locator('#last-dashboard');
    await expect(painted).toBeVisible();
    await expect(painted.locator('#top-section')).toContainText('Named Elsewhere');
    await expect(painted).toHaveAttribute('inert', '');
    await expect(painted.locator('main section[aria-busy="true"]').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('served-before-the-code.png') });
    // Greeted by the phone's clock, which the app told the server: the app's page will say the same.
    paintedGreeting = (await painted.locator('#top-section').innerText()).split('\n')[0] ?? '';
    expect(paintedGreeting).toMatch(/^Good /);
  });

  await test.step('the app’s dashboard shows those answers, and asks for none of them again', async () => {
    const readAhead = new Set(reads.map((read) => read.cmd));
    release();
    await expect(page.locator('#last-dashboard')).toHaveCount(0);
    // Taken over card for card: none went from the server's figures back to a placeholder.
    expect((await cardsAtHandOver()).backToPlaceholder).toEqual([]);
    expect((await page.locator('#top-section').innerText()).split('\n')[0]).toBe(paintedGreeting);
    await expect(page.locator('#top-section')).toContainText('Named Elsewhere');
    await expect(page.locator('main section[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(reads.filter((read) => !read.whileHeld && readAhead.has(read.cmd))).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('first-visit-read-ahead.png') });
  });
});

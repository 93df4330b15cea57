import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { controlledByWorker, demoFamilyOf, expectLabelCentred, savedAge, signInAs } from './support';

/*
 * Offline, the dashboard shows what it last saw, truthfully (README, "Installing the app, and using it
 * offline"; shared/api/offlineReads.ts, shared/pwa/offlineStates.tsx): every card its last answer and
 * how old it is, the figures it showed online, no failure and no retry; a page visited online the same.
 */
test.use({ savedAnswers: 'kept', serviceWorkers: 'allow' });

/** The dashboard's cards that draw the server's answers (the others are links). */
const cardsWithAnswers = [
  'book-consultation',
  'coins-earned',
  'my-tasks',
  'family-goals',
  'habits-skills',
  'family-logins',
  'community-interactions',
  'red-flags-section',
  'fitness-challenge',
  'token-ownership',
];
/** The streak card turns its figures every 3 s: it is read slide by slide (streakFigures). */
const turningCard = 'family-logins';

/** What Chromium itself writes on the console for a request the offline network refused. */
const refusedByNetwork = 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED';

/** What an element shows, but for what only offline has (the badge, the age) and the styles' generated names. */
function shownText(element: Locator) {
  return element.evaluate((shown) => {
    const copy = shown.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('style, [data-testid="saved-age"], [data-testid="offline-badge"]').forEach((part) => part.remove());
    return copy.textContent;
  });
}

/** Each slide of the streak card, by its title: the family's login days and each child's active days. */
async function streakFigures(page: Page) {
  const carousel = page.locator(`#${turningCard}`).getByRole('group', { name: 'Streaks' });
  const figures: Record<string, string> = {};
  for (const dot of await carousel.getByRole('button', { name: /^Show / }).all()) {
    // A click focuses the dot, and a focused carousel holds still.
    await dot.click();
    const title = (await dot.getAttribute('aria-label'))!.replace(/^Show /, '');
    figures[title] = (await carousel.locator('[aria-live]').innerText()).replace(/\s+/g, ' ');
  }
  return figures;
}

/** Every card's figures, once every card has its answer. */
async function dashboardFigures(page: Page) {
  // A batch's answers settle one card at a time (shared/api/batch.ts): slow on a busy machine.
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('Loading company valuation...')).toHaveCount(0);
  const cards: Record<string, string | null> = {};
  for (const id of cardsWithAnswers) {
    const card = page.locator(`#${id}`);
    if (id !== turningCard && (await card.count()) > 0) cards[id] = await shownText(card);
  }
  return { cards, streak: await streakFigures(page) };
}

test('offline, every card and a page visited online show their last answers with their age, as online', async ({
  page,
  context,
}, testInfo) => {
  // Two visits online and three starts offline, each a whole dashboard: about a minute on a quiet machine.
  test.setTimeout(180_000);
  await signInAs(page, demoFamilyOf(testInfo).parent);
  await controlledByWorker(page);
  const online = await dashboardFigures(page);
  expect(Object.keys(online.cards).length).toBeGreaterThanOrEqual(8);
  expect(Object.keys(online.streak)).toEqual(['Family logins', 'Mei', 'Jun']);

  await page.getByRole('link', { name: 'Family streak details' }).click();
  await expect(page.getByRole('heading', { name: 'Family streak', level: 1 })).toBeVisible();
  await expect(page.locator('main').getByText(/^\d+ of \d+ days$/)).toHaveCount(2);
  const streakPage = await shownText(page.locator('main'));
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.locator('#coins-earned')).toBeVisible();
  // The family has unread red flags: what the parent needs to act on them is kept on the device
  // (ADR 0064), without opening the red-flag page.
  const kept = () => page.evaluate(() => localStorage.getItem('parent_query_cache') ?? '');
  await expect.poll(kept, { timeout: 30_000 }).toContain('"GmsParent.getAppData"');
  await expect.poll(kept, { timeout: 30_000 }).toContain('{"page":1,"per_page":10,"unread_only":false}');
  // And the library's urgent set with each article (the chat below keeps four of them, not the sick days').
  await expect.poll(kept, { timeout: 30_000 }).toContain('{"kind":"article","urgent_only":true}');
  // An article's own read (its key), not its line in the list, which names it too.
  await expect.poll(kept, { timeout: 30_000 }).toContain('{"kind":"article","slug":"sick-days"}');
  // The chat, opened online, keeps the library's articles on a low, a severe low and a high (ADR 0065).
  await page.getByRole('link', { name: 'AI Chat' }).click();
  await expect(page.getByRole('heading', { name: 'Ask the library', level: 1 })).toBeVisible();
  await expect.poll(kept, { timeout: 30_000 }).toContain('{"kind":"article","slug":"when-to-call-emergency"}');
  await expect.poll(kept, { timeout: 30_000 }).toContain('{"kind":"article","slug":"hypoglycaemia"}');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.locator('#coins-earned')).toBeVisible();

  const consoleErrors: string[] = [];
  const refused = { reads: 0, probes: 0 };
  // Reads counted as they are sent: one already on its way when the app learned it was offline fails a
  // moment after (the dashboard's reads go as two batches), but it was sent before.
  let readsSent = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('requestfailed', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/health') refused.probes += 1;
    else if (pathname.startsWith('/api/')) refused.reads += 1;
  });
  await context.setOffline(true);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/health') readsSent += 1;
  });

  // Twice: what the first offline start shows is what it saves for the next.
  for (const start of ['first', 'second']) {
    await test.step(`the ${start} start offline shows every card's last answer and its age, and nothing failed`, async () => {
      await page.reload();
      // The whole dashboard from the worker's cache, and the first read refused (below): slow on a busy machine.
      await expect(page.getByTestId('offline-badge')).toBeVisible({ timeout: 30_000 });
      // The dashboard painted from the device (ADR 0045) has given way to the app's, whose cards are read below.
      await expect(page.locator('#last-dashboard')).toHaveCount(0);
      // The reads already on their way when the first was refused are refused too; once the app knows it
      // is offline (the badge), none is sent.
      const readsSentOnceOffline = readsSent;
      for (const id of [...Object.keys(online.cards), turningCard]) {
        await expect(page.locator(`#${id}`).getByTestId('saved-age'), id).toHaveText(savedAge);
      }
      expect(await dashboardFigures(page)).toEqual(online);
      await expect(page.getByRole('button', { name: /Try again|Retry/ })).toHaveCount(0);
      await expect(page.getByText(/failed|network error|not available offline/i)).toHaveCount(0);
      expect(readsSent - readsSentOnceOffline, 'reads sent once offline').toBe(0);
    });
  }
  await page.screenshot({ path: testInfo.outputPath('offline-dashboard.png'), fullPage: true });

  const readsSentAtStarts = readsSent;
  await test.step('the family streak page, visited online, shows the same with its age', async () => {
    await page.getByRole('link', { name: 'Family streak details' }).click();
    await expect(page.getByRole('heading', { name: 'Family streak', level: 1 })).toBeVisible();
    await expect(page.locator('main').getByTestId('saved-age')).toHaveText(savedAge);
    expect(await shownText(page.locator('main'))).toBe(streakPage);
  });

  await test.step('the red-flag page, never opened online, shows each flag with what to do and the call for help', async () => {
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('link', { name: 'See all red flags and interventions' }).click();
    await expect(page.getByRole('heading', { name: 'Red flags and interventions', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    await expectLabelCentred(page.getByRole('link', { name: 'Call 112' }));
    await expect(page.locator('main').getByTestId('saved-age')).toHaveText(savedAge);
    await expect(page.getByText(/^\d+ unread of \d+$/)).toBeVisible();
    await expect(page.getByText('Suggested intervention').first()).toBeVisible();
    await expect(page.getByTestId('not-available-offline')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('offline-red-flags.png'), fullPage: true });
  });

  await test.step('the chat, which cannot answer offline, shows the call for help and its articles, which open', async () => {
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('link', { name: 'AI Chat' }).click();
    const help = page.getByRole('region', { name: "Offline: the library answers once you're back online" });
    await expect(help.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    await expect(help.getByRole('link', { name: /^(Low blood glucose|A severe low|High blood glucose|When to call)/ })).toHaveCount(4);
    await page.screenshot({ path: testInfo.outputPath('offline-chat.png'), fullPage: true });
    await help.getByRole('link', { name: 'Low blood glucose: the signs and the rule of 15' }).click();
    await expect(page.getByRole('heading', { name: 'Low blood glucose: the signs and the rule of 15', level: 1 })).toBeVisible();
    await expect(page.getByText('15 g of fast-acting carbohydrate').first()).toBeVisible();
    await expect(page.getByTestId('not-available-offline')).toHaveCount(0);
    await page.goBack();
    await expect(help).toBeVisible();
  });

  await test.step('the urgent learning page, never opened online, leads to each urgent article', async () => {
    await page
      .getByRole('region', { name: "Offline: the library answers once you're back online" })
      .getByRole('link', { name: 'All urgent topics' })
      .click();
    await expect(page.getByRole('heading', { name: 'Urgent learning', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    const urgentSet = page.getByRole('region', { name: "When it's urgent" });
    await expect(urgentSet.getByRole('link')).toHaveCount(5);
    // The rest of the library was not kept, and says so in place.
    await expect(page.getByRole('region', { name: 'All articles' }).getByTestId('not-available-offline')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('offline-urgent-learning.png'), fullPage: true });
    await urgentSet.getByRole('link', { name: /^Sick-day rules/ }).click();
    await expect(page.getByRole('heading', { name: /^Sick-day rules/, level: 1 })).toBeVisible();
    await expect(page.getByText('never stop basal insulin').first()).toBeVisible();
    await expect(page.getByTestId('not-available-offline')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Urgent learning', level: 1 })).toBeVisible();
  });

  await test.step('a page never opened online says plainly that it is not available offline', async () => {
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByTestId('not-available-offline')).toHaveText("Not available offline: this shows once you're back online.");
    await expect(page.getByRole('button', { name: /Try again|Retry/ })).toHaveCount(0);
  });

  // Chromium's offline emulation starts a reloaded page with navigator.onLine true, as on a network that
  // lets nothing through: the first read of a start finds out from a refused request (above), and the app
  // then asks /api/health every 10 s whether the server is back. Chromium itself reports each refused
  // request on the console; every other read waits, and the app logs nothing.
  expect(readsSent, 'reads sent offline').toBe(readsSentAtStarts);
  expect(refused.reads, 'every read sent offline refused').toBe(readsSent);
  expect(consoleErrors).toEqual(Array<string>(refused.reads + refused.probes).fill(refusedByNetwork));
});

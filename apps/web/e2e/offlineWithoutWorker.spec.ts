import { expect, test } from './fixtures';
import { demoFamilyOf, savedAge, signInAs } from './support';

/*
 * Offline where no service worker keeps the app's files (ADR 0066): a first visit until the worker takes
 * over, a private window, an in-app browser without service workers. The page has only what it fetched.
 */
test.use({ savedAnswers: 'kept', serviceWorkers: 'block' });

test('offline, the dashboard stays with its badge and saved ages, whatever is touched; a page never opened says it cannot open, with the emergency number', async ({
  page,
  context,
}, testInfo) => {
  // The code that tells the truth offline is fetched once the first page has loaded: its last part is
  // the emergency call.
  const kitFetched = ['offlineStateTexts', 'EmergencyCall'].map((part) =>
    page
      .waitForResponse((response) => new RegExp(`/assets/${part}-[^/]+\\.js$`).test(response.url()))
      .then((response) => response.finished()),
  );
  await signInAs(page, demoFamilyOf(testInfo).parent);
  await expect(page.getByRole('heading', { name: 'Heroic tokens' })).toBeVisible();
  await Promise.all(kitFetched);
  // The numbers are kept once the red-flag card has answered (ADR 0064).
  const kept = () => page.evaluate(() => localStorage.getItem('parent_query_cache') ?? '');
  await expect.poll(kept, { timeout: 30_000 }).toContain('"GmsParent.getAppData"');
  await context.setOffline(true);

  await test.step('the dashboard stays, marked offline, each card with its age', async () => {
    await expect(page.getByTestId('offline-badge')).toBeVisible();
    await expect(page.locator('#coins-earned').getByTestId('saved-age')).toHaveText(savedAge);
    await expect(page.getByRole('heading', { name: 'Heroic tokens' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be opened' })).toHaveCount(0);
  });

  await test.step('a label or a dialog whose code cannot come leaves the dashboard standing', async () => {
    await page.getByRole('link', { name: 'Family Members' }).hover();
    await page.getByRole('button', { name: 'About Red flags' }).click();
    await expect(page.getByRole('heading', { name: 'Heroic tokens' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be opened' })).toHaveCount(0);
  });

  await test.step('a page never opened says so under the same header and navigation', async () => {
    await page.getByRole('link', { name: 'Family streak details' }).click();
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText('This page could not be opened');
    await expect(failure).toContainText('Part of the app could not be downloaded. Check your connection and try again.');
    const call = failure.getByRole('link', { name: 'Call 112' });
    await expect(call).toHaveAttribute('href', 'tel:112');
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Red Flags/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('never-opened-offline.png') });
  });

  await test.step('still offline, "Try again" keeps the page and its emergency number, and says why', async () => {
    const failure = page.getByRole('main').getByRole('alert');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toContainText("This needs a connection. Try again when you're back online.");
    await expect(failure.getByRole('link', { name: 'Call 112' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  await test.step('back online, "Try again" opens it', async () => {
    await context.setOffline(false);
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Family streak', level: 1 })).toBeVisible();
  });
});

test('offline, a red flag whose "handled" form cannot come stays on screen, and says a connection is needed', async ({
  page,
  context,
}, testInfo) => {
  await signInAs(page, demoFamilyOf(testInfo).parent);
  const kitFetched = page
    .waitForResponse((response) => /\/assets\/EmergencyCall-[^/]+\.js$/.test(response.url()))
    .then((response) => response.finished());
  await page.goto('/red-flag-and-interventions');
  const flag = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Mark as handled' }) })
    .first();
  await expect(flag).toBeVisible();
  await kitFetched;
  await context.setOffline(true);

  await flag.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(flag.getByRole('alert')).toHaveText("This needs a connection. Try again when you're back online.");
  await expect(flag.getByRole('button', { name: 'Mark as handled' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be opened' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('red-flag-handled-offline.png') });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { controlledByWorker, demoFamilyOf, signInAs } from './support';

/*
 * The installable app (ADR 0022; docs/product.md, "Install and updates"): the worker taking the page and
 * the dashboard offline from what the last visit saved. What every card and page shows offline:
 * offline.spec.ts; the worker's push and notification-click handlers: pushNotification.spec.ts.
 */
test.use({ savedAnswers: 'kept', serviceWorkers: 'allow' });

// Chromium's installability check (which needs a profile of its own) is in install.spec.ts.
test('the worker controls the page after the first load, and keeps no server address', async ({ page }) => {
  await page.goto('/');
  await controlledByWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ display: 'standalone', start_url: '/home', scope: '/' });
  // The gateway is never answered from a cache: nothing the worker keeps is a server address.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const lists = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
    return lists.flat();
  });
  expect(cached.length).toBeGreaterThan(10);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
});

test('offline, the dashboard opens from what it last saw, says so, and refreshes when the network returns', async ({
  page,
  context,
}, testInfo) => {
  // Two whole dashboards and a refresh: three times the suite's limit.
  test.slow();
  await signInAs(page, demoFamilyOf(testInfo).parent);
  const redFlags = page.getByRole('region', { name: 'Red flags' });
  // The red-flag card is the dashboard's first read and settles last (shared/api/batch.ts): slow on a busy machine.
  await expect(redFlags.getByText('Jun', { exact: true })).toBeVisible({ timeout: 30_000 });
  await controlledByWorker(page);
  // The answers are saved a second after they arrive.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('parent_query_cache') !== null)).toBe(true);

  await test.step('offline, a reload still opens the shell and the stale dashboard, with the badge', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-badge')).toContainText(/Offline · last updated/, { timeout: 30_000 });
    await expect(redFlags.getByText('Jun', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('offline-dashboard.png'), fullPage: false });
  });

  await test.step('actions that need the server are disabled and say why', async () => {
    const box = redFlags.getByRole('checkbox', { name: 'Mark as read' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAttribute('aria-describedby', /offline-explanation/);
    await expect(page.locator('#offline-explanation')).toContainText("paused until you're back online");
  });

  await test.step('back online, the badge goes and the data is fetched again by itself', async () => {
    // The reads that waited go on together, in one batch.
    const refreshed = page.waitForResponse((response) => /\/api\/gateway(\/batch)?$/.test(response.url()) && response.ok());
    await context.setOffline(false);
    await refreshed;
    await expect(page.getByTestId('offline-badge')).toHaveCount(0);
    await expect(redFlags.getByRole('checkbox', { name: 'Mark as read' })).toBeEnabled();
  });
});

/**
 * Counts, from the document's start, the links Vite's helper adds for a lazy screen's imports
 * (module preloads) and styles (stylesheets): ADR 0044.
 */
async function countAddedLinks(page: Page) {
  await page.addInitScript(() => {
    const added = { modulepreload: 0, stylesheet: 0 };
    Object.assign(window, { addedLinks: added });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLLinkElement && (node.rel === 'modulepreload' || node.rel === 'stylesheet')) added[node.rel] += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { addedLinks: { modulepreload: number; stylesheet: number } }).addedLinks);
}

test('under the worker, opening the dashboard adds no module preloads, and still loads its styles', async ({ page }, testInfo) => {
  await page.goto('/');
  await controlledByWorker(page);
  const added = await countAddedLinks(page);
  await signInAs(page, demoFamilyOf(testInfo).parent);
  await expect(page.getByRole('region', { name: 'Coins earned' }).getByText(/^\d[\d,]*$/)).toBeVisible();
  const links = await added();
  expect(links.modulepreload).toBe(0);
  expect(links.stylesheet).toBeGreaterThan(0);
});

test.describe('without the worker', () => {
  test.use({ serviceWorkers: 'block' });

  test("opening the dashboard preloads its chunks' imports beside them", async ({ page }, testInfo) => {
    const added = await countAddedLinks(page);
    await signInAs(page, demoFamilyOf(testInfo).parent);
    await expect(page.getByRole('region', { name: 'Coins earned' }).getByText(/^\d[\d,]*$/)).toBeVisible();
    expect((await added()).modulepreload).toBeGreaterThan(0);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { controlledByWorker, demoFamilyOf, signInAs } from './support';

/*
 * The installable app (ADR 0022; docs/product.md, "Install and updates"): the worker taking the page, the
 * dashboard offline from what the last visit saved, and the worker's push and notification-click
 * handlers, driven through the DevTools protocol. What every card and page shows offline: offline.spec.ts.
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

/** One of the browser's own records of a push or a notification (DevTools' background services). */
interface BackgroundServiceEvent {
  service: string;
  eventName: string;
  eventMetadata: { key: string; value: string }[];
}

/** Whether the browser handed a push to the worker, and how the worker's push event ended. */
function pushOutcome(events: BackgroundServiceEvent[]) {
  const completed = events.find((event) => event.eventName === 'Push event completed');
  return {
    dispatched: events.some((event) => event.eventName === 'Push event dispatched'),
    status: completed?.eventMetadata.find((entry) => entry.key === 'Status')?.value ?? null,
  };
}

test('a push shows a notification, and tapping it opens its page in the app', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['notifications']);
  await signInAs(page, demoFamilyOf(testInfo).parent);
  await controlledByWorker(page);
  const cdp = await context.newCDPSession(page);
  // The browser records each push it delivers and how the worker's event ended: the journey waits on
  // that record, and a failure names the browser's own status instead of an empty list.
  const recorded: BackgroundServiceEvent[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent }) => recorded.push(backgroundServiceEvent));
  for (const service of ['pushMessaging', 'notifications'] as const) {
    await cdp.send('BackgroundService.startObserving', { service });
    await cdp.send('BackgroundService.setRecording', { service, shouldRecord: true });
  }
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => resolve(registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const registration = (await registrations).find((entry) => entry.scopeURL === `${origin}/`);
  expect(registration).toBeDefined();

  const payload = {
    title: 'New red flag',
    body: 'Jun has not played since Monday.',
    url: '/red-flag-and-interventions',
    tag: 'notification-e2e',
  };
  const deliver = async () => {
    recorded.length = 0;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration!.registrationId,
      data: JSON.stringify(payload),
    });
    await expect.poll(() => pushOutcome(recorded).status, { message: JSON.stringify(recorded) }).not.toBeNull();
    return pushOutcome(recorded);
  };
  let outcome = await deliver();
  // A browser that could not hand the push to the worker at all (it never ran the worker's push event)
  // drops it, as it would a real one; the journey is about the worker's handler, so it sends it again.
  if (!outcome.dispatched) outcome = await deliver();
  expect(outcome, JSON.stringify(recorded)).toEqual({ dispatched: true, status: 'Success' });
  expect(recorded.map((event) => event.eventName)).toContain('Notification displayed');
  const shown = () =>
    page.evaluate(async () => {
      const worker = await navigator.serviceWorker.ready;
      return (await worker.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
    });
  await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);

  // A tap on the system notification: the worker's notificationclick, run in the worker itself.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker!.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventClass = (
      self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
    ).NotificationEvent;
    scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(/\/red-flag-and-interventions$/);
  await expect(page.getByRole('heading', { name: 'Red flags and interventions', level: 1 })).toBeVisible();
  await expect.poll(shown).toEqual([]);
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

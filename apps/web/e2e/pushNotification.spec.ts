import { playwrightLaunchOptions } from '../../../scripts/chromiumFlags.mjs';
import { expect, test } from './fixtures';
import { controlledByWorker, demoFamilyOf, signInAs } from './support';

/*
 * The installed app's notifications (ADR 0022; docs/product.md, "Install and updates"): the worker's push
 * and notification-click handlers, driven through the DevTools protocol. In the full browser: the
 * journeys' headless shell has no notifications (its worker's showNotification rejects), a parent's
 * Chromium has (ADR 0063).
 */
test.use({ savedAnswers: 'kept', serviceWorkers: 'allow', launchOptions: playwrightLaunchOptions });

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

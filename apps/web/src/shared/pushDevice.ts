import type { CommandInput } from '@t1d/contract';
import { callCommand } from './api/client';
import { isAuthenticated } from './session/storage';

/**
 * This browser's side of web push (ADR 0021), for the notifications page's device switch and for the
 * two moments outside it that concern the device: signing out and changing the language. The shell
 * imports this lazily, so it costs the first screen nothing.
 */

/** This browser's push subscription, or null: no service worker, no push, or none made. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker || typeof PushManager === 'undefined') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What ParentPush.subscribe takes, from the browser's subscription. */
export function subscriptionInput(subscription: PushSubscription, locale: 'en' | 'zh'): CommandInput<'ParentPush.subscribe'> {
  const keys = subscription.toJSON().keys ?? {};
  return { endpoint: subscription.endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' }, locale };
}

/**
 * Signing out ends this browser's subscription too, so whoever signs in here next is not sent the
 * family's news (the server forgets the device as well). Best effort: it never fails or holds sign-out up.
 */
export async function endBrowserPush(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // The server has already forgotten the device on sign-out.
  }
}

/** After a language change, a device with pushes on gets them in the new language. */
export async function followPushLanguage(locale: 'en' | 'zh'): Promise<void> {
  try {
    if (!isAuthenticated()) return;
    const subscription = await currentSubscription();
    if (!subscription) return;
    const quiet = { expiry: 'ignore' } as const;
    const config = await callCommand('ParentPush.getConfig', { endpoint: subscription.endpoint }, quiet);
    if (config.subscribed) await callCommand('ParentPush.subscribe', subscriptionInput(subscription, locale), quiet);
  } catch {
    // The notifications page sends the language again when it next opens.
  }
}

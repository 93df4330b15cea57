import type { CommandInput } from '@t1d/contract';
import { callCommand } from './api/client';
import { isAuthenticated } from './session/storage';

/**
 * What this browser tells the server about its pushes (ADR 0021), for the notifications page's device
 * switch and for a language change on a device with pushes on. The shell imports this lazily, and only
 * when the device has a subscription (pushSubscription.ts), so it costs the first screen nothing.
 */

/** What ParentPush.subscribe takes, from the browser's subscription. */
export function subscriptionInput(subscription: PushSubscription, locale: 'en' | 'zh'): CommandInput<'ParentPush.subscribe'> {
  const keys = subscription.toJSON().keys ?? {};
  return { endpoint: subscription.endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' }, locale };
}

/**
 * After a language change, a device with pushes on gets them in the new language. Takes the browser's
 * subscription the caller read to know whether to load this module at all.
 */
export async function followPushLanguage(locale: 'en' | 'zh', subscription: PushSubscription): Promise<void> {
  try {
    if (!isAuthenticated()) return;
    const quiet = { expiry: 'ignore' } as const;
    const config = await callCommand('ParentPush.getConfig', { endpoint: subscription.endpoint }, quiet);
    if (config.subscribed) await callCommand('ParentPush.subscribe', subscriptionInput(subscription, locale), quiet);
  } catch {
    // The notifications page sends the language again when it next opens.
  }
}

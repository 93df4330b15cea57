import { appPaths, pushLimits, type PushMessage } from '@t1d/contract';
import type { Locale } from '../domain/locale.js';
import { renderNotification } from '../notifications/texts.js';
import { pushTargetOf } from './targets.js';

export interface StoredNotification {
  id: number;
  text_key: string;
  params: string;
}

/** A text within `max` characters: a longer one (a long name in it) ends with `…` at the limit. */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * What the service worker shows for a notification, written in the device's language: its title and
 * body as the notification list says them, within the payload's limits (the worker would cut them
 * without the `…`), the page a tap opens, and a tag that folds repeats of one notification into one.
 */
export function pushMessage(notification: StoredNotification, locale: Locale): PushMessage {
  const { title, body } = renderNotification(notification.text_key, notification.params, locale);
  return {
    title: fit(title, pushLimits.title),
    body: fit(body, pushLimits.body),
    url: pushTargetOf(notification.text_key)?.url ?? appPaths.notifications,
    tag: `notification-${notification.id}`,
  };
}

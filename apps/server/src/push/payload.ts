import { appPaths, type PushMessage } from '@t1d/contract';
import type { Locale } from '../domain/locale.js';
import { renderNotification } from '../notifications/texts.js';
import { pushTargetOf } from './targets.js';

export interface StoredNotification {
  id: number;
  text_key: string;
  params: string;
}

// A push carries at most about 4 KB once encrypted; no text of ours comes near, but a name might grow.
const bodyMax = 900;

/**
 * What the service worker shows for a notification, written in the device's language: its title and
 * body as the notification list says them, the page a tap opens, and a tag that folds repeats of one
 * notification into one.
 */
export function pushMessage(notification: StoredNotification, locale: Locale): PushMessage {
  const { title, body } = renderNotification(notification.text_key, notification.params, locale);
  return {
    title,
    body: body.length > bodyMax ? `${body.slice(0, bodyMax - 1)}…` : body,
    url: pushTargetOf(notification.text_key)?.url ?? appPaths.notifications,
    tag: `notification-${notification.id}`,
  };
}

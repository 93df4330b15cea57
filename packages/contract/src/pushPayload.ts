/**
 * What a push carries, encrypted for the device (RFC 8291), as the service worker reads it: the texts
 * to show, the app's page a tap opens (a path of this app, apps/web/src/shared/paths.ts), and a tag
 * that folds repeats into one. Without zod, so the service worker can import it (its schema, for the
 * server's tests, is `pushMessage` in commands/parentPush.ts).
 */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * The longest texts a push carries, in characters. The server cuts a longer text to its limit, ending
 * it with `…` (apps/server/src/push/payload.ts); the service worker shows a text up to its limit and
 * cuts only what is longer, which the server never sends (apps/web/src/serviceWorker/pushMessage.ts).
 * A notification shows a few lines, so 500 characters of body are more than any device displays; all
 * three at their limits, in Chinese (3 bytes a character), are about 2.2 KB of JSON, under the 4 KB a
 * push may carry once encrypted.
 */
export const pushLimits = { title: 120, body: 500, tag: 100 } as const;

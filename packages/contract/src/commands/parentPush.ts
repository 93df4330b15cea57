import * as z from 'zod/mini';
import { command } from '../define.js';
import { isPlainText } from '../fields.js';
import { pushLimits, type PushMessage } from '../pushPayload.js';

/**
 * A push service's address for one browser, as `PushSubscription.endpoint` gives it. The server also
 * holds it to its list of push services (PUSH_SERVICE_HOSTS) before it stores it.
 */
export const pushEndpoint = z.string().check(
  z.maxLength(1000, { error: 'The push address is too long' }),
  z.refine((value) => isPlainText(value) && /^https?:\/\/[^/\\\s]/i.test(value) && URL.canParse(value), {
    error: 'Not a push service address',
  }),
);

/** base64url of `bytes` bytes, as `PushSubscription.toJSON()` writes keys; `=` padding is taken and dropped. */
const base64url = (length: number, message: string) =>
  z.pipe(
    z.pipe(
      z.string().check(z.maxLength(length + 3, { error: message })),
      z.transform((value) => value.replace(/=+$/, '')),
    ),
    z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), { error: message })),
  );

export const pushSubscription = z.object({
  endpoint: pushEndpoint,
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes. */
    p256dh: base64url(87, 'Not a P-256 public key'),
    /** The browser's auth secret: 16 bytes. */
    auth: base64url(22, 'Not a push auth secret'),
  }),
  /** The language this device's pushes are written in. */
  locale: z.enum(['en', 'zh']),
});

/** A push's payload (pushPayload.ts), checked: each text within its limit, the page a path of this app. */
export const pushMessage = z.object({
  title: z.string().check(z.maxLength(pushLimits.title)),
  body: z.string().check(z.maxLength(pushLimits.body)),
  url: z.string().check(z.startsWith('/')),
  tag: z.string().check(z.maxLength(pushLimits.tag)),
}) satisfies z.ZodMiniType<PushMessage>;

export const parentPush = {
  /**
   * What a device needs to turn pushes on: the server's VAPID public key (the subscription's
   * `applicationServerKey`), whether this server sends pushes at all, and whether `endpoint`, when
   * given, is one of the caller's devices (another parent's answers false, like an unknown one).
   */
  'ParentPush.getConfig': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ endpoint: z.optional(pushEndpoint) }),
    output: z.object({ public_key: z.string(), enabled: z.boolean(), subscribed: z.boolean() }),
  }),
  /**
   * Turns pushes on for this device, or updates its keys and language. A device is one endpoint: the
   * same endpoint again is the same device. Another parent's device moves to the caller only when it
   * comes with the same `auth` secret (that browser signed in again under another parent); else it stays
   * theirs and the answer is the same. A parent keeps at most 10 devices; the oldest goes first.
   */
  'ParentPush.subscribe': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: pushSubscription,
    output: z.object({ subscribed: z.literal(true) }),
  }),
  /** Turns pushes off for this device; an endpoint that is not one of the caller's devices removes nothing. */
  'ParentPush.unsubscribe': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ endpoint: pushEndpoint }),
    output: z.object({ removed: z.number().check(z.int(), z.nonnegative()) }),
  }),
};

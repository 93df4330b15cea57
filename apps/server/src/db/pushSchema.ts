// Tables of web push (ADR 0021): the devices parents turned pushes on for, and the pushes waiting to go.
import type { Generated } from 'kysely';
import type { Epoch } from './schema.js';

/** One browser's push subscription, owned by the parent who turned pushes on there. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /**
   * The sign-in it was made under: the device's persistent login when the session came from one, else
   * the session. Signing out there ends it; the row goes with the token (and is not sent to once that
   * sign-in is revoked or expired).
   */
  session_id: number | null;
  /** The push service's address for this browser: unique, an https address of an allowed push service. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), which encrypt each push (RFC 8291). */
  p256dh: string;
  auth: string;
  /** The language pushes to this device are written in. */
  locale: 'en' | 'zh';
  created_at: Epoch;
  last_success_at: Epoch | null;
}

/** One push to send: a notification to one device, written with the notification, sent after it commits. */
export interface PushOutboxTable {
  id: Generated<number>;
  notification_id: number;
  subscription_id: number;
  created_at: Epoch;
  /** Sends tried so far; the row is given up after a few. */
  attempts: number;
  next_attempt_at: Epoch;
  /** While a dispatcher is sending it; a crashed one's claim runs out and another takes the row. */
  claimed_until: Epoch | null;
}

import { ECDH } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { Locale } from '../domain/locale.js';
import { invalidFields } from '../domain/refusal.js';
import { isAllowedEndpoint } from './endpoints.js';

/** Who turns pushes on: the parent, and the sign-in the device is under (its persistent login, else the session). */
export interface DeviceOwner {
  userId: number;
  loginId: number;
}

export interface Device {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  locale: Locale;
}

/** A parent's devices beyond this many are dropped, the oldest first. */
export const devicesPerParent = 10;

/**
 * Stores a device of the parent's, or updates its keys, language and sign-in. An endpoint is one
 * browser: registered again by another parent (after a sign-out and another sign-in on it), it moves
 * to them, but only with the auth secret it is stored with, which that browser still holds and which
 * never leaves it otherwise. The endpoint must be a listed push service's; the key must be a point on P-256.
 */
export async function subscribeDevice(db: Db, owner: DeviceOwner, device: Device, serviceHosts: readonly string[], now: number) {
  if (!isAllowedEndpoint(device.endpoint, serviceHosts)) {
    throw invalidFields([{ field: 'endpoint', message: 'This push service is not allowed' }]);
  }
  if (!isCurvePoint(device.keys.p256dh)) throw invalidFields([{ field: 'keys.p256dh', message: 'Not a P-256 public key' }]);
  const changes = {
    user_id: owner.userId,
    session_id: owner.loginId,
    p256dh: device.keys.p256dh,
    auth: device.keys.auth,
    locale: device.locale,
  };
  // Another parent's device with another auth secret is left as it is, and the caller is answered as
  // if it were stored: the endpoint alone (it may leak, from a log or a shared screen) must neither
  // take a parent's device and its pushes nor tell the sender that the endpoint is someone's device.
  await db
    .insertInto('push_subscriptions')
    .values({ ...changes, endpoint: device.endpoint, created_at: now })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet(changes)
        .where((eb) =>
          eb.or([
            eb('push_subscriptions.user_id', '=', eb.ref('excluded.user_id')),
            eb('push_subscriptions.auth', '=', eb.ref('excluded.auth')),
          ]),
        ),
    )
    .execute();
  const beyond = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', owner.userId)
    .orderBy('id', 'desc')
    .offset(devicesPerParent)
    .limit(100)
    .execute();
  if (beyond.length > 0) {
    await db
      .deleteFrom('push_subscriptions')
      .where(
        'id',
        'in',
        beyond.map((row) => row.id),
      )
      .execute();
  }
}

function isCurvePoint(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** Turns pushes off for one of the parent's devices; another parent's endpoint removes nothing. */
export async function unsubscribeDevice(db: Db, userId: number, endpoint: string): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether `endpoint` is one of the parent's devices. */
export async function isOwnDevice(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const found = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('endpoint', '=', endpoint)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return found !== undefined;
}

/** Forgets the devices registered under these sign-ins (they were signed out). */
export async function forgetDevicesOfLogins(db: Db, tokenIds: number[]): Promise<void> {
  if (tokenIds.length === 0) return;
  await db.deleteFrom('push_subscriptions').where('session_id', 'in', tokenIds).execute();
}

/** Forgets every device of the parent (signed out everywhere). */
export async function forgetDevicesOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
}

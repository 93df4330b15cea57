import type { AuthData } from '@t1d/contract';
import type { Services } from '../services.js';
import type { UserRow } from '../db/schema.js';
import { deviceCookie, persistentCookie, type CookieJar } from './cookies.js';
import { findLiveToken, issueToken } from './sessions.js';
import { openSession } from './signedIn.js';
import { inTransaction } from '../db/transactions.js';

/** What signing in through a browser request needs: the server's parts and the request's cookies. */
export type SignInContext = Pick<Services, 'db' | 'clock' | 'config'> & { cookies: CookieJar };

export interface Device {
  userId: number;
  tokenId: number;
  /** Whether the browser proved itself by its device mark or by a live persistent login. */
  kind: 'device' | 'persistent';
}

/** Whose device this browser is, by its device mark or else its live persistent login; null for a stranger's. */
export async function deviceOf(context: SignInContext): Promise<Device | null> {
  const { db, clock, cookies } = context;
  for (const [cookie, kind] of [
    [deviceCookie, 'device'],
    [persistentCookie, 'persistent'],
  ] as const) {
    const value = cookies.get(cookie);
    const found = value ? await findLiveToken(db, clock, value, kind) : null;
    if (found) return { userId: found.user_id, tokenId: found.token_id, kind };
  }
  return null;
}

/**
 * Whether this browser holds the device mark or live persistent login of the parent whose e-mail a
 * sign-in names (`email` as the request sent it: the check is for a limit, before validation).
 */
export async function signsInOnOwnDevice(context: SignInContext, email: unknown): Promise<boolean> {
  if (typeof email !== 'string') return false;
  const device = await deviceOf(context);
  if (!device) return false;
  const owner = await context.db.selectFrom('users').select('email').where('id', '=', device.userId).executeTakeFirst();
  return owner?.email !== null && owner?.email === email.trim().toLowerCase();
}

interface SignInOptions {
  persistentTokenInBody?: boolean;
  /** What `deviceOf` already found for this request, so it is not looked up again. */
  device?: Device | null;
}

/**
 * Signs `user` in through the gateway: a session, the persistent login set as the cookie (and in the
 * body only for a partner client that asks, docs/protocol.md), and this browser marked as the parent's device.
 */
export async function signIn(context: SignInContext, user: UserRow, options: SignInOptions = {}): Promise<AuthData> {
  const { db, clock, config, cookies } = context;
  const device = options.device === undefined ? await deviceOf(context) : options.device;
  const marksDevice = device?.kind !== 'device' || device.userId !== user.id;
  // One commit for the login day and the session's tokens: each commit waits for the disk, and a
  // storm of sign-ins waited for three of them each.
  const { session, newDevice } = await inTransaction(db, async (trx) => ({
    session: await openSession(trx, clock, config, user),
    newDevice: marksDevice ? await issueToken(trx, clock, config, user.id, 'device') : null,
  }));
  const { persistent_token, ...auth } = session;
  cookies.set(persistentCookie, persistent_token, config.persistentTtlSeconds);
  if (newDevice) cookies.set(deviceCookie, newDevice.token, config.persistentTtlSeconds);
  return options.persistentTokenInBody ? { ...auth, persistent_token } : auth;
}

import type { AuthData } from '@t1d/contract';
import { openSession } from '../auth/signedIn.js';
import type { UserRow } from '../db/schema.js';
import type { PublicContext } from './context.js';

/** The HttpOnly cookie that carries the persistent login in browsers (PROTOCOL.md). */
export const persistentCookie = 'parent_persistent_token';

/** Signs `user` in through the gateway: a session, and the persistent login set as the cookie. */
export async function signIn(context: PublicContext, user: UserRow): Promise<AuthData> {
  const { db, clock, config, cookies } = context;
  const auth = await openSession(db, clock, config, user);
  cookies.set(persistentCookie, auth.persistent_token, config.persistentTtlSeconds);
  return auth;
}

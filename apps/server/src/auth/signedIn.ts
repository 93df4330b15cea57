import type { AuthData } from '@t1d/contract';
import type { UserRow } from '../db/schema.js';
import type { PublicContext } from '../gateway/context.js';
import { localDay } from '../domain/days.js';
import { familyTimeZone, recordLoginDay } from '../economy/familyTime.js';
import { issueToken } from './sessions.js';

export const persistentCookie = 'parent_persistent_token';

/** Opens a session and a persistent login for `user`, sets the persistent cookie, and answers AuthData. */
export async function signedIn(context: PublicContext, user: UserRow): Promise<AuthData> {
  // Parents always belong to a family; a row without one here is a bug, not a user error.
  if (user.family_id === null || user.role !== 'parent') throw new Error(`user ${user.id} cannot hold a session`);
  const { db, clock, config, cookies } = context;
  const today = localDay(clock.now(), await familyTimeZone(db, user.family_id));
  await recordLoginDay(db, user.family_id, today);
  const token = await issueToken(db, clock, config, user.id, 'session');
  const persistentToken = await issueToken(db, clock, config, user.id, 'persistent');
  cookies.set(persistentCookie, persistentToken, config.persistentTtlSeconds);
  return {
    user_id: user.id,
    family_id: user.family_id,
    p_code: user.p_code,
    token,
    persistent_token: persistentToken,
    real_name: user.real_name,
    webapp_version_key: user.webapp_version_key,
    email: user.email ?? '',
    hospital: user.hospital,
  };
}

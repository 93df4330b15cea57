import type { AuthData } from '@t1d/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import type { Clock } from '../domain/clock.js';
import { localDay } from '../domain/days.js';
import { familyTimeZone, recordLoginDay } from '../economy/familyTime.js';
import { Refusal } from '../domain/refusal.js';
import { issueToken } from './sessions.js';

/**
 * Opens a session and a persistent login for `user` (the day counts for the family login streak)
 * and answers AuthData; the door decides how the persistent token travels (a cookie for browsers).
 */
export async function openSession(db: Db, clock: Clock, config: Config, user: UserRow): Promise<AuthData & { persistent_token: string }> {
  // Parents always belong to a family; a row without one here is a bug, not a user error.
  if (user.family_id === null || user.role !== 'parent') throw new Error(`user ${user.id} cannot hold a session`);
  await assertSignInUnchanged(db, user);
  const today = localDay(clock.now(), await familyTimeZone(db, user.family_id));
  await recordLoginDay(db, user.family_id, today, clock.now());
  const persistent = await issueToken(db, clock, config, user.id, 'persistent');
  const session = await issueToken(db, clock, config, user.id, 'session', persistent.id);
  return {
    user_id: user.id,
    family_id: user.family_id,
    p_code: user.p_code,
    token: session.token,
    persistent_token: persistent.token,
    real_name: user.real_name,
    webapp_version_key: user.webapp_version_key,
    email: user.email ?? '',
    hospital: user.hospital,
  };
}

/**
 * The account's way in is still the one the caller checked (`user` as read then): a password change or
 * a Google link (ADR 0014) committed since, which always changes the salted hash, refuses the sign-in.
 * The row is written, so it stays locked until the caller's transaction commits: a link that comes
 * after waits, then ends the tokens made here; a link that came first fails this check. The hash is
 * compared, not the time of the change, so nothing made in the same second slips through.
 */
async function assertSignInUnchanged(db: Db, user: UserRow): Promise<void> {
  const hash = user.password_hash;
  const unchanged = await db
    .updateTable('users')
    .set((eb) => ({ password_updated_at: eb.ref('password_updated_at') }))
    .where('id', '=', user.id)
    .where((eb) => (hash === null ? eb('password_hash', 'is', null) : eb('password_hash', '=', hash)))
    .returning('id')
    .executeTakeFirst();
  if (!unchanged) throw new Refusal('sign_in_failed');
}

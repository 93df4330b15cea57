import { issueToken, findLiveToken } from '../../auth/sessions.js';
import { persistentCookie } from '../../auth/cookies.js';
import { localDay } from '../../domain/days.js';
import { recordLoginDay } from '../../economy/familyTime.js';
import { Refusal } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

export const checkPersistentAuth: Handler<'ParentAuthHandler.checkPersistentAuth'> = async (input, context) => {
  const { db, clock, config, cookies } = context;
  const persistentToken = cookies.get(persistentCookie) || input.token;
  // No saved login is an answer, not a failure, when the caller asked whether there is one.
  if (!persistentToken && input.optional) return null;
  const found = persistentToken ? await findLiveToken(db, clock, persistentToken, 'persistent') : null;
  if (!found) {
    cookies.clear(persistentCookie);
    throw new Refusal('token_expired');
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'p_code', 'email', 'real_name', 'webapp_version_key'])
    .where('id', '=', found.user_id)
    .executeTakeFirstOrThrow();
  // A restored session counts for the family login streak like a sign-in.
  await recordLoginDay(db, found.family_id, localDay(clock.now(), found.family_time_zone), clock.now());
  const { token } = await issueToken(db, clock, config, user.id, 'session', found.token_id);
  return {
    user_id: user.id,
    family_id: found.family_id,
    p_code: user.p_code,
    email: user.email ?? '',
    real_name: user.real_name,
    webapp_version_key: user.webapp_version_key,
    token,
  };
};

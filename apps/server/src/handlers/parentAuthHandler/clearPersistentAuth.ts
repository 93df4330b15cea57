import { findLiveToken, revokeToken } from '../../auth/sessions.js';
import { persistentCookie } from '../../auth/cookies.js';
import type { Handler } from '../../gateway/context.js';

export const clearPersistentAuth: Handler<'ParentAuthHandler.clearPersistentAuth'> = async (_input, context) => {
  const { db, clock, cookies } = context;
  const persistentToken = cookies.get(persistentCookie);
  const found = persistentToken ? await findLiveToken(db, clock, persistentToken, 'persistent') : null;
  if (found) await revokeToken(db, clock, found.token_id);
  cookies.clear(persistentCookie);
  return null;
};

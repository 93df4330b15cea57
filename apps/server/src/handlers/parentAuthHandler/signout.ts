import { findLiveToken, revokeAllTokens, revokeToken } from '../../auth/sessions.js';
import { persistentCookie } from '../../gateway/signIn.js';
import type { Handler } from '../../gateway/context.js';

export const signout: Handler<'ParentAuthHandler.signout'> = async (input, context) => {
  const { db, clock, cookies, caller } = context;
  if (input.all_devices) {
    await revokeAllTokens(db, clock, caller.userId);
  } else {
    await revokeToken(db, clock, caller.tokenId);
    // This device's persistent login ends with it; other devices keep theirs.
    const persistentToken = cookies.get(persistentCookie);
    const persistent = persistentToken ? await findLiveToken(db, clock, persistentToken, 'persistent') : null;
    if (persistent && persistent.user_id === caller.userId) await revokeToken(db, clock, persistent.token_id);
  }
  cookies.clear(persistentCookie);
  return null;
};

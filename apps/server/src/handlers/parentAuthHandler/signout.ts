import { findLiveToken, revokeAllTokens, revokeToken } from '../../auth/sessions.js';
import { persistentCookie } from '../../auth/cookies.js';
import type { Handler } from '../../gateway/context.js';

/**
 * Ends this session and this device's persistent login, however the client holds it: the one the
 * session was opened with, the cookie's, and one a partner client names in the body. Other devices
 * keep theirs unless `all_devices`.
 */
export const signout: Handler<'ParentAuthHandler.signout'> = async (input, context) => {
  const { db, clock, cookies, caller } = context;
  if (input.all_devices) {
    await revokeAllTokens(db, clock, caller.userId);
  } else {
    const ended = [caller.tokenId, ...(caller.persistentId === null ? [] : [caller.persistentId])];
    for (const presented of [cookies.get(persistentCookie), input.persistent_token]) {
      const persistent = presented ? await findLiveToken(db, clock, presented, 'persistent') : null;
      if (persistent && persistent.user_id === caller.userId) ended.push(persistent.token_id);
    }
    await revokeToken(db, clock, ...ended);
  }
  cookies.clear(persistentCookie);
  // A signed-out device keeps no family data: the app forgets its saved answers itself, and the browser
  // drops its HTTP cache for this site (anything a GET left there). "cache" is only that cache (and the
  // browser's other internal caches): the service worker and its Cache Storage, the offline shell, stay,
  // so the app still starts offline. "storage" would unregister the worker and wipe the shell, and
  // "cookies" would reach every subdomain of the site's domain, other apps' cookies included.
  context.headers.set('clear-site-data', '"cache"');
  return null;
};

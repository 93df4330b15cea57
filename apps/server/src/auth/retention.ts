import { daySeconds as day, type RetentionRule } from '../db/retention.js';

/**
 * Sessions and logins a week after they expired or were ended; one-time login tokens a week after
 * expiry; Google sign-ins a day after; attempt counters a day after their window started (the longest
 * window is 15 minutes).
 */
export const authRetention: RetentionRule = (db, now) => ({
  auth_tokens: db
    .deleteFrom('auth_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', now - 7 * day), eb('revoked_at', '<', now - 7 * day)])),
  one_time_tokens: db.deleteFrom('one_time_tokens').where('expires_at', '<', now - 7 * day),
  google_sign_ins: db.deleteFrom('google_sign_ins').where('expires_at', '<', now - day),
  attempt_counters: db.deleteFrom('attempt_counters').where('window_start', '<', now - day),
});

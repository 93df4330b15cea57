import { daySeconds as day, type RetentionRule } from '../db/retention.js';

/**
 * Pending invitations a month after they expired or were revoked (accepted ones stay: they say who
 * joined); child login links a week after expiry.
 */
export const familiesRetention: RetentionRule = (db, now) => ({
  invitations: db
    .deleteFrom('invitations')
    .where('accepted_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', '<', now - 30 * day), eb('revoked_at', '<', now - 30 * day)])),
  login_links: db.deleteFrom('login_links').where('expires_at', '<', now - 7 * day),
});

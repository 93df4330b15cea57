import type { Db } from '../db/database.js';
import { idempotencyWindowSeconds } from '../integration/idempotency.js';

const day = 24 * 3600;

/**
 * What has run out and is no longer needed, deleted: sessions and logins a week after they expired or
 * were ended; pending invitations a month after they expired or were revoked (accepted ones stay, they
 * say who joined); one-time login links and SSO tokens a week after expiry; Google sign-ins a day after;
 * the game's idempotency keys after their 24-hour window; attempt counters a day after their window
 * started (the longest window is 15 minutes); job runs after a month. Answers the rows deleted, by table.
 */
export async function cleanUpExpired(db: Db, now: number): Promise<Record<string, number>> {
  const deletions = {
    auth_tokens: db
      .deleteFrom('auth_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', now - 7 * day), eb('revoked_at', '<', now - 7 * day)])),
    invitations: db
      .deleteFrom('invitations')
      .where('accepted_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', '<', now - 30 * day), eb('revoked_at', '<', now - 30 * day)])),
    login_links: db.deleteFrom('login_links').where('expires_at', '<', now - 7 * day),
    one_time_tokens: db.deleteFrom('one_time_tokens').where('expires_at', '<', now - 7 * day),
    google_sign_ins: db.deleteFrom('google_sign_ins').where('expires_at', '<', now - day),
    game_idempotency: db.deleteFrom('game_idempotency').where('created_at', '<', now - idempotencyWindowSeconds),
    attempt_counters: db.deleteFrom('attempt_counters').where('window_start', '<', now - day),
    job_runs: db.deleteFrom('job_runs').where('started_at', '<', now - 30 * day),
  };
  const deleted: Record<string, number> = {};
  for (const [table, deletion] of Object.entries(deletions)) {
    const [result] = await deletion.execute();
    deleted[table] = Number(result?.numDeletedRows ?? 0n);
  }
  return deleted;
}

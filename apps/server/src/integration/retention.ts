import type { RetentionRule } from '../db/retention.js';
import { idempotencyWindowSeconds } from './idempotency.js';

/** The game's idempotency keys once their replay window is over. */
export const integrationRetention: RetentionRule = (db, now) => ({
  game_idempotency: db.deleteFrom('game_idempotency').where('created_at', '<', now - idempotencyWindowSeconds),
});

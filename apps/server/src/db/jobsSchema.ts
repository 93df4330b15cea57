// The scheduled jobs' claims (ADR 0025), and what the game is told of deleted families (ADR 0026).
import type { Generated } from 'kysely';
import type { Epoch } from './schema.js';

/** One job's run for one period: claimed by one server process, retried after a failure. */
export interface JobRunsTable {
  job: string;
  period: string;
  status: 'running' | 'done' | 'failed';
  attempts: number;
  started_at: Epoch;
  lease_until: Epoch;
  finished_at: Epoch | null;
  error: string | null;
}

/** A child of a deleted family, for the game to forget (GET /api/game/v1/deletions). */
export interface GameDeletionsTable {
  id: Generated<number>;
  child_id: number;
  family_id: number;
  deleted_at: Epoch;
}

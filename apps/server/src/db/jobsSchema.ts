// The scheduled jobs' claims (ADR 0025).
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

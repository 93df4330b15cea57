import { authRetention } from '../auth/retention.js';
import type { Db } from '../db/database.js';
import { applyRetention } from '../db/retention.js';
import { familiesRetention } from '../families/retention.js';
import { integrationRetention } from '../integration/retention.js';
import { jobRunsRetention } from '../ops/jobRuns.js';

/** Each area's rule for what has run out and is no longer needed (the rules say how long each row stays). */
const retentionRules = [authRetention, familiesRetention, integrationRetention, jobRunsRetention];

/** Deletes what every area no longer needs; answers the rows deleted, by table. */
export function cleanUpExpired(db: Db, now: number): Promise<Record<string, number>> {
  return applyRetention(db, now, retentionRules);
}

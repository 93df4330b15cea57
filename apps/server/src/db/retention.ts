import type { DeleteResult } from 'kysely';
import type { Db } from './database.js';

/** One area's rule for what it no longer needs: a delete statement per table, run by the clean-up job. */
export type RetentionRule = (db: Db, now: number) => Record<string, { execute(): Promise<DeleteResult[]> }>;

export const daySeconds = 24 * 3600;

/** Runs every rule's statements, one table at a time; answers the rows deleted, by table. */
export async function applyRetention(db: Db, now: number, rules: readonly RetentionRule[]): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of rules) {
    for (const [table, deletion] of Object.entries(rule(db, now))) {
      const [result] = await deletion.execute();
      deleted[table] = Number(result?.numDeletedRows ?? 0n);
    }
  }
  return deleted;
}

import { PostgresAdapter, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database.js';

/**
 * Locks the rows a query selects until the transaction ends (FOR UPDATE) on PostgreSQL, where
 * transactions run side by side; SQLite runs one writing transaction at a time and has no such clause.
 * Lock rows in one order (ORDER BY id) so that two transactions never wait on each other.
 */
export function lockedOnPostgres<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
}

import { hash } from 'node:crypto';
import type { Database as SQLiteDatabase } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import type pg from 'pg';
import type { Db } from './database.js';

/**
 * Runs a read's SQL on the database without Kysely's connection handling, or answers null when it
 * cannot (then the read goes through Kysely as usual). For the few prepared reads every request
 * makes (the session look-up), where that handling cost more than the read.
 */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]> | null;

/** Told each query's SQL and time (the debug log's query lines). */
type QueryLog = (sql: string, milliseconds: number) => void;

const readers = new WeakMap<Db, DirectRead>();

export function directReaderOf(db: Db): DirectRead | undefined {
  return readers.get(db);
}

/**
 * SQLite: the one connection's cached statement, run at once. Not while a transaction is open on the
 * connection (another request between two of its statements): the read would see its uncommitted
 * writes, so it waits its turn through Kysely instead.
 */
export function readSqliteDirectly(db: Db, sqlite: SQLiteDatabase, statements: SqliteDatabase, onQuery?: QueryLog) {
  readers.set(db, (sql, parameters) => {
    if (sqlite.inTransaction) return null;
    const started = performance.now();
    const rows = statements.prepare(sql).all(parameters);
    onQuery?.(sql, performance.now() - started);
    return Promise.resolve(rows);
  });
}

/**
 * PostgreSQL: a named prepared statement on a pooled connection, so the server parses and plans the
 * query once per connection instead of on every request.
 */
export function readPostgresDirectly(db: Db, pool: pg.Pool, onQuery?: QueryLog) {
  const names = new Map<string, string>();
  readers.set(db, async (sql, parameters) => {
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `read_${hash('sha256', sql, 'hex').slice(0, 16)}`));
    const started = performance.now();
    const result = await pool.query({ name, text: sql, values: [...parameters] });
    onQuery?.(sql, performance.now() - started);
    return result.rows;
  });
}

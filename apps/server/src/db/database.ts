import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, type KyselyConfig } from 'kysely';
import { isPostgresUrl } from '../config.js';
import { loadOnce } from '../domain/concurrency.js';
import { migrateToLatest } from './migrate.js';
import type { DatabaseSchema } from './schema.js';
import { immediateSqliteDialect } from './sqliteImmediate.js';
import { claimSqliteFile } from './sqliteLock.js';
import { withStatementCache } from './statementCache.js';
import { readPostgresDirectly, readSqliteDirectly } from './directReads.js';

export type Db = Kysely<DatabaseSchema>;
export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Only the server claims the SQLite file; command-line tools share it through SQLite's locks. */
  claimFile?: boolean;
  /** Brings the schema up to date (the default); what the tables hold is the start-up step's (startup/). */
  migrate?: boolean;
  /** Told each query's SQL (never its values) and time: the debug log's query lines. */
  onQuery?: (sql: string, milliseconds: number) => void;
}

function queryLog(onQuery: OpenOptions['onQuery']): KyselyConfig['log'] {
  if (!onQuery) return undefined;
  return (event) => {
    if (event.level === 'query') onQuery(event.query.sql, event.queryDurationMillis);
  };
}

export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  const database = isPostgresUrl(url) ? await openPostgres(url, options) : openSqlite(url, options);
  if (options.migrate ?? true) {
    try {
      await withStartLock(database, () => migrateToLatest(database.db, database.engine));
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

/** Any number: the advisory lock the servers of one PostgreSQL database take while they start. */
const startLockKey = 7_240_113;

/**
 * Runs start-up `work` (migrations and syncs, setting up the job queue) with no other server doing
 * the same: on PostgreSQL under an advisory lock, so servers started at once take turns and the later
 * ones find the work done (concurrent set-ups deadlock or collide on their inserts); a SQLite file
 * belongs to one server, which claimed it.
 */
export async function withStartLock<T>(database: Pick<Database, 'db' | 'engine'>, work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${startLockKey})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${startLockKey})`.execute(connection);
    }
  });
}

/** The PostgreSQL driver, loaded at the first open: a SQLite server never needs it. */
const loadPg = loadOnce(async () => {
  const { default: pg } = await import('pg');
  // Epoch seconds and counts are int8 in PostgreSQL; they fit a JS number, so read them as one.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  return pg;
});

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const pg = await loadPg();
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (a restart, a failover) is replaced on the next query;
  // without a listener the pool would turn it into an uncaught exception and stop the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }), log: queryLog(options.onQuery) });
  readPostgresDirectly(db, pool, options.onQuery);
  return { db, engine: 'postgres', close: () => db.destroy() };
}

function openSqlite(file: string, options: OpenOptions): Database {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const release = options.claimFile ? claimSqliteFile(file) : () => {};
  try {
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const statements = withStatementCache(sqlite);
    const db = new Kysely<DatabaseSchema>({ dialect: immediateSqliteDialect({ database: statements }), log: queryLog(options.onQuery) });
    readSqliteDirectly(db, sqlite, statements, options.onQuery);
    return {
      db,
      engine: 'sqlite',
      close: async () => {
        await db.destroy();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

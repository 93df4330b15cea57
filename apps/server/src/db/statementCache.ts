import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every query shape the app builds, with room for `in (…)` lists of many lengths. */
const defaultMaxStatements = 1000;

/**
 * The SQLite file as Kysely sees it, with its prepared statements kept: Kysely asks to prepare the
 * query's SQL on every call, and preparing costs more than running the small queries a request makes.
 * A statement is keyed by its SQL text; the least recently used one goes when the cache is full.
 */
export function withStatementCache(sqlite: SQLiteDatabase, maxStatements = defaultMaxStatements): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Map keeps insertion order: moving the statement to the end marks it recently used.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= maxStatements) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';

/** Begins every transaction IMMEDIATE: it takes SQLite's write lock at its start. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite, with transactions that take the write lock when they begin. The command-line tools (`npm run
 * simulate`, `demo`, `operator`) write the file a running server writes; a transaction begun the default
 * way (DEFERRED) that reads before it writes cannot wait for another process's write once that one has
 * committed, and fails at once ("database is locked"), whatever `busy_timeout` says. Begun IMMEDIATE, it
 * waits its turn at the start instead. In one process nothing changes: its one connection runs one
 * transaction at a time.
 */
export function immediateSqliteDialect(config: SqliteDialectConfig): SqliteDialect {
  return new (class extends SqliteDialect {
    override createDriver() {
      return new ImmediateSqliteDriver(config);
    }
  })(config);
}

import type { Db } from './database.js';

interface Opened {
  /** The database the transaction was opened on. */
  database: Db;
  /** What waits for the commit. */
  committed: (() => void)[];
}

const opened = new WeakMap<Db, Opened>();

/**
 * Runs `work` in a transaction: a new one, or the one `db` already is. Kysely cannot open a
 * transaction inside another, and an operator's write runs whole in one with its audit row
 * (gateway/auditedRun.ts), so a service it calls joins that transaction instead of opening its own:
 * the change and its audit row commit together, or neither does.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  const committed: (() => void)[] = [];
  const result = await db.transaction().execute((trx) => {
    opened.set(trx, { database: db, committed });
    return work(trx);
  });
  for (const effect of committed) effect();
  return result;
}

/**
 * Runs `effect` once what was written through `db` is committed: at once outside a transaction, at
 * the commit of one that inTransaction opened (never, if it rolls back). The effect is given the
 * database the transaction was opened on, for what is kept per database (a cache).
 */
export function afterCommit(db: Db, effect: (database: Db) => void): void {
  const transaction = opened.get(db);
  if (transaction) transaction.committed.push(() => effect(transaction.database));
  else effect(db);
}

import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The names of the app's tables (but `except`), sorted. */
export async function tableNames(db: Db, except: ReadonlySet<string> = new Set()): Promise<string[]> {
  return (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !except.has(name))
    .sort();
}

/** Rows in each of the app's tables (but `except`), in one query. */
export async function rowCounts(db: Db, except: ReadonlySet<string> = new Set()): Promise<Record<string, number>> {
  const tables = await tableNames(db, except);
  const counts = sql.join(
    tables.map((table) => sql`select ${table} as name, count(*) as n from ${sql.table(table)}`),
    sql` union all `,
  );
  const { rows } = await sql<{ name: string; n: number | string }>`${counts}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

/** Each family's coin ledger total, by family id. */
export async function ledgerSums(db: Db): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('coin_ledger')
    .select(['family_id', (eb) => eb.fn.sum<number>('amount').as('total')])
    .groupBy('family_id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.family_id, Number(row.total)]));
}

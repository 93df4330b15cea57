// A large SQLite deployment in minutes: every family-owned row of a seeded database (the demo families:
// 60 days of activity, coins, goals, red flags) copied in bulk, by SQL alone (clonePlan.mjs). No
// ANALYZE afterwards: the app never runs one, so its SQLite plans without statistics, as measured here.
import Database from 'better-sqlite3';
import { copiesFor, copySelects, familyTables } from './clonePlan.mjs';

function readCatalog(db) {
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'")
    .all()
    .map((row) => row.name);
  const byTable = (read) => new Map(tables.map((table) => [table, read(table)]));
  return {
    tables,
    foreignKeys: byTable((table) => db.prepare(`pragma foreign_key_list("${table}")`).all()),
    columns: byTable((table) => db.prepare(`pragma table_info("${table}")`).all()),
    uniqueIndexes: byTable((table) =>
      db
        .prepare(`pragma index_list("${table}")`)
        .all()
        .filter((index) => index.unique)
        .map((index) =>
          db
            .prepare(`pragma index_info("${index.name}")`)
            .all()
            .map((row) => row.name),
        ),
    ),
  };
}

/** Makes the deployment in `file` hold about `families` families, by copies of the ones it holds. */
export function growToFamilies(file, families) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  const copies = copiesFor(db.prepare('select count(*) as n from families').get().n, families);
  const catalog = readCatalog(db);
  const ordered = familyTables(catalog);
  const stride = new Map(ordered.map((table) => [table, db.prepare(`select coalesce(max(rowid), 0) as top from "${table}"`).get().top]));
  db.exec(
    `create temp table copies (k integer primary key); with recursive n(k) as (select 1 union all select k + 1 from n where k < ${copies}) insert into copies select k from n;`,
  );
  let rows = 0;
  db.transaction(() => {
    for (const { table, names, expressions, ownedOnly } of copySelects(catalog, ordered, stride)) {
      // The bound keeps the statement from reading the rows it has just written.
      const where = `t.rowid <= ${stride.get(table)}${ownedOnly ? ` and (${ownedOnly})` : ''}`;
      rows += db
        .prepare(`insert into "${table}" (${names}) select ${expressions} from "${table}" as t cross join copies where ${where}`)
        .run().changes;
    }
  })();
  const grown = db.prepare('select count(*) as n from families').get().n;
  db.close();
  return { copies, families: grown, rows };
}

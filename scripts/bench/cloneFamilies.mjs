// A large deployment in minutes: every family-owned row of a seeded SQLite database (the demo
// families: 60 days of activity, coins, goals, red flags) copied `copies` times in bulk, by SQL
// alone. Ids move by a table-wide stride per copy, foreign keys with them; unique texts get the copy's
// number, so every copy is a family of its own that a parent can sign in to.
import Database from 'better-sqlite3';

/** The tables that belong to families: those that reach `users` or `families` by their foreign keys. */
function familyTables(db) {
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'")
    .all()
    .map((row) => row.name);
  const keys = new Map(tables.map((table) => [table, db.prepare(`pragma foreign_key_list("${table}")`).all()]));
  const owned = new Set(['families']);
  for (let grew = true; grew;) {
    grew = false;
    for (const table of tables) {
      if (!owned.has(table) && keys.get(table).some((key) => owned.has(key.table))) {
        owned.add(table);
        grew = true;
      }
    }
  }
  // In the order their foreign keys need: a table after every owned table it refers to.
  const ordered = [];
  const visit = (table) => {
    if (ordered.includes(table)) return;
    for (const key of keys.get(table)) if (owned.has(key.table) && key.table !== table) visit(key.table);
    ordered.push(table);
  };
  for (const table of owned) visit(table);
  return { ordered, keys };
}

/** Text columns that must stay unique on their own (no moved id in their unique index). */
function uniqueTexts(db, table, moved) {
  const columns = new Set();
  for (const index of db.prepare(`pragma index_list("${table}")`).all()) {
    if (!index.unique) continue;
    const names = db
      .prepare(`pragma index_info("${index.name}")`)
      .all()
      .map((row) => row.name);
    if (names.some((name) => moved.has(name))) continue;
    for (const name of names) columns.add(name);
  }
  return columns;
}

/** Makes the deployment in `file` hold about `families` families, by copies of the ones it holds. */
export function growToFamilies(file, families) {
  const db = new Database(file, { readonly: true });
  const template = db.prepare('select count(*) as n from families').get().n;
  db.close();
  const copies = Math.max(0, Math.ceil(families / template) - 1);
  return { copies, ...cloneFamilies(file, copies) };
}

export function cloneFamilies(file, copies) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  const { ordered, keys } = familyTables(db);
  const stride = new Map(ordered.map((table) => [table, db.prepare(`select coalesce(max(rowid), 0) as top from "${table}"`).get().top]));
  db.exec(
    `create temp table copies (k integer primary key); with recursive n(k) as (select 1 union all select k + 1 from n where k < ${copies}) insert into copies select k from n;`,
  );
  let rows = 0;
  const clone = db.transaction(() => {
    for (const table of ordered) {
      const columns = db.prepare(`pragma table_info("${table}")`).all();
      const references = new Map(
        keys
          .get(table)
          .filter((key) => stride.has(key.table))
          .map((key) => [key.from, key.table]),
      );
      const hasId = columns.some((column) => column.name === 'id' && column.pk);
      const moved = new Set([...references.keys(), ...(hasId ? ['id'] : [])]);
      const texts = uniqueTexts(db, table, moved);
      const expressions = columns.map(({ name }) => {
        const quoted = `t."${name}"`;
        if (name === 'id' && hasId) return `${quoted} + copies.k * ${stride.get(table)}`;
        if (references.has(name)) return `${quoted} + copies.k * ${stride.get(references.get(name))}`;
        if (!texts.has(name)) return quoted;
        return name === 'email' ? `replace(${quoted}, '@', '+' || copies.k || '@')` : `${quoted} || '-' || copies.k`;
      });
      const names = columns.map(({ name }) => `"${name}"`).join(', ');
      // Rows that name no family-owned row (tasks for everyone, operators) are the deployment's, not a family's.
      const owned = references.size ? ` and (${[...references.keys()].map((name) => `t."${name}" is not null`).join(' or ')})` : '';
      const sql = `insert into "${table}" (${names}) select ${expressions.join(', ')} from "${table}" as t cross join copies where t.rowid <= ${stride.get(table)}${owned}`;
      const result = db.prepare(sql).run();
      rows += result.changes;
    }
  });
  clone();
  db.exec('analyze');
  const families = db.prepare('select count(*) as n from families').get().n;
  db.close();
  return { families, rows, familyTables: ordered };
}

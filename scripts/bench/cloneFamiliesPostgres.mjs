// A large PostgreSQL deployment in minutes, the same copies as on SQLite (clonePlan.mjs).
import { withClient } from '../pg-cluster.mjs';
import { copiesFor, copySelects, familyTables, hasIdKey } from './clonePlan.mjs';

async function readCatalog(client) {
  const rows = async (sql) => (await client.query(sql)).rows;
  const tables = (await rows("select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'")).map(
    (row) => row.tablename,
  );
  const grouped = (list, key, value) => new Map(tables.map((table) => [table, list.filter((row) => row[key] === table).map(value)]));
  const keys = await rows(`
    select source.relname as source, column_.attname as "from", target.relname as "table"
    from pg_constraint key
    join pg_class source on source.oid = key.conrelid
    join pg_class target on target.oid = key.confrelid
    join pg_attribute column_ on column_.attrelid = key.conrelid and column_.attnum = key.conkey[1]
    where key.contype = 'f' and key.connamespace = 'public'::regnamespace`);
  const columns = await rows(`
    select t.relname as table_name, a.attname as name, format_type(a.atttypid, null) as type, exists (
      select from pg_index i where i.indrelid = t.oid and i.indisprimary and i.indnkeyatts = 1 and i.indkey[0] = a.attnum
    ) as pk
    from pg_attribute a
    join pg_class t on t.oid = a.attrelid
    where t.relnamespace = 'public'::regnamespace and t.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    order by t.relname, a.attnum`);
  const unique = await rows(`
    select t.relname as table_name, array_agg(a.attname::text) as names
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = any(i.indkey)
    where i.indisunique and t.relnamespace = 'public'::regnamespace
    group by t.relname, i.indexrelid`);
  return {
    tables,
    foreignKeys: grouped(keys, 'source', ({ from, table }) => ({ from, table })),
    columns: grouped(columns, 'table_name', ({ name, type, pk }) => ({ name, type, pk })),
    uniqueIndexes: grouped(unique, 'table_name', ({ names }) => names),
  };
}

/** Makes the deployment at `url` hold about `families` families, by copies of the ones it holds. */
export function growToFamiliesPostgres(url, families) {
  return withClient(url, async (client) => {
    const count = async (table) => Number((await client.query(`select count(*) as n from "${table}"`)).rows[0].n);
    const copies = copiesFor(await count('families'), families);
    const catalog = await readCatalog(client);
    const ordered = familyTables(catalog);
    const withIds = ordered.filter((table) => hasIdKey(catalog, table));
    const stride = new Map(ordered.map((table) => [table, 0]));
    for (const table of withIds) {
      stride.set(table, Number((await client.query(`select coalesce(max(id), 0) as top from "${table}"`)).rows[0].top));
    }
    let rows = 0;
    await client.query('begin');
    // Foreign keys are checked by triggers; the copies point only at copies, made in the order keys need.
    await client.query("set local session_replication_role = 'replica'");
    for (const { table, names, expressions, ownedOnly } of copySelects(catalog, ordered, stride)) {
      // An INSERT reads the table as it was when the statement began, so it never copies its own copies.
      const where = ownedOnly ? ` where ${ownedOnly}` : '';
      const sql = `insert into "${table}" (${names}) select ${expressions} from "${table}" as t cross join generate_series(1, ${copies}) as copies(k)${where}`;
      rows += (await client.query(sql)).rowCount;
    }
    // The serial ids continue after the copies, or the app's next insert would collide with one.
    for (const table of withIds) {
      await client.query(`select setval(pg_get_serial_sequence('"${table}"', 'id'), greatest((select max(id) from "${table}"), 1))`);
    }
    await client.query('commit');
    await client.query('analyze');
    return { copies, families: await count('families'), rows };
  });
}

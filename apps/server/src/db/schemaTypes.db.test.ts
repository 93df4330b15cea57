import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { declaredSchema, type SchemaShape } from '../test/declaredSchema.js';
import { freshDatabase } from '../test/testDatabase.js';
import type { Database } from './database.js';

/**
 * The database as the migrations leave it: table → column → nullable. A primary key column counts as
 * not null: on PostgreSQL it is; on SQLite an INTEGER PRIMARY KEY is the row id, and its other keys
 * accept NULL only by an old quirk that no row here uses.
 */
async function migratedSchema(database: Database): Promise<SchemaShape> {
  const shape: SchemaShape = {};
  for (const table of await database.db.introspection.getTables()) {
    const keys = new Set<string>();
    if (database.engine === 'sqlite') {
      const { rows } = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table.name})`.execute(database.db);
      for (const row of rows) if (row.pk > 0) keys.add(row.name);
    }
    shape[table.name] = Object.fromEntries(table.columns.map((column) => [column.name, column.isNullable && !keys.has(column.name)]));
  }
  return shape;
}

/** Each table and column one side has and the other lacks, and each column whose nullability differs. */
function differences(types: SchemaShape, database: SchemaShape): string[] {
  const found: string[] = [];
  const nullable = (isNull: boolean) => (isNull ? 'nullable' : 'not null');
  for (const table of new Set([...Object.keys(types), ...Object.keys(database)])) {
    const typed = types[table];
    const migrated = database[table];
    if (!typed) found.push(`${table}: a table of the database that DatabaseSchema lacks`);
    else if (!migrated) found.push(`${table}: declared in DatabaseSchema, but no migration creates it`);
    if (!typed || !migrated) continue;
    for (const column of new Set([...Object.keys(typed), ...Object.keys(migrated)])) {
      if (!(column in typed)) found.push(`${table}.${column}: a column of the database that its table type lacks`);
      else if (!(column in migrated)) found.push(`${table}.${column}: declared, but the database has no such column`);
      else if (typed[column] !== migrated[column]) {
        found.push(`${table}.${column}: ${nullable(typed[column]!)} in its type, ${nullable(migrated[column]!)} in the database`);
      }
    }
  }
  return found.sort();
}

describe('the table types (db/schema.ts and the *Schema.ts files of each area)', () => {
  test('name every table and column of a freshly migrated database, no others, with its nullability', async () => {
    const database = await freshDatabase();
    try {
      const types = declaredSchema();
      expect(Object.keys(types).length).toBeGreaterThan(40);
      expect(differences(types, await migratedSchema(database))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

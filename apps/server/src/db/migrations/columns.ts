import type { CreateTableBuilder } from 'kysely';
import type { Engine } from '../database.js';

/** An auto-numbered primary key, spelled the way each engine wants it. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, engine: Engine) {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

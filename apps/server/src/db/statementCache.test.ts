import SQLite from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { withStatementCache } from './statementCache.js';

describe('withStatementCache', () => {
  test('prepares each SQL text once and hands the same statement back', () => {
    const sqlite = new SQLite(':memory:');
    const prepared: string[] = [];
    const counting = {
      prepare: (sql: string) => {
        prepared.push(sql);
        return sqlite.prepare(sql);
      },
      close: () => sqlite.close(),
    } as unknown as SQLite.Database;
    const cached = withStatementCache(counting);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(first.all([])).toEqual([{ one: 1 }]);
    cached.prepare('select 2 as two');
    expect(prepared).toEqual(['select 1 as one', 'select 2 as two']);
    cached.close();
  });

  test('lets the least recently used statement go when full, and keeps the ones in use', () => {
    const sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
    cached.close();
    expect(sqlite.open).toBe(false);
  });
});

import { sql } from 'kysely';
import { describe, expect, test } from '../test/fixture.js';
import type { Db } from './database.js';
import { directReaderOf } from './directReads.js';
import { preparedQuery } from './preparedQuery.js';

const membersOf = preparedQuery((db: Db, familyId: number, role: 'parent' | 'child') =>
  db.selectFrom('users').select(['id', 'role']).where('family_id', '=', familyId).where('role', '=', role).orderBy('id'),
);

describe('preparedQuery', () => {
  test('runs the query built once with each call’s own values', async ({ t, parent, stranger }) => {
    const db = t.database.db;
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Yu' }, parent.token)).body.data.user_id;
    expect(await membersOf(db, parent.familyId, 'parent')).toEqual([{ id: parent.userId, role: 'parent' }]);
    expect(await membersOf(db, parent.familyId, 'child')).toEqual([{ id: child, role: 'child' }]);
    expect(await membersOf(db, stranger.familyId, 'parent')).toEqual([{ id: stranger.userId, role: 'parent' }]);
    expect(await membersOf(db, stranger.familyId, 'child')).toEqual([]);
  });

  test('reads straight from the database, but never into another request’s open SQLite transaction', async ({ t }) => {
    const db = t.database.db;
    const read = directReaderOf(db)!;
    expect(await read('select 1 as one', [])).toEqual([{ one: 1 }]);
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').execute();
      const during = read('select 1 as one', []);
      // PostgreSQL reads on another pooled connection; SQLite's one connection is the transaction's.
      if (t.database.engine === 'sqlite') expect(during).toBeNull();
      else expect(await during).toEqual([{ one: 1 }]);
    });
  });

  test('refuses a query that turns a value into SQL text, which would run with the first value forever', async ({ t }) => {
    const swallowed = preparedQuery((db: Db, name: string) =>
      db
        .selectFrom('users')
        .select('id')
        .where(sql.raw(`'${String(name)}'`), '=', 'x'),
    );
    await expect(swallowed(t.database.db, 'anything')).rejects.toThrow('must pass each of its 1 values as a parameter');
  });
});

import type { Kysely } from 'kysely';
import { describe, expect } from '../../test/fixture.js';
import { test } from '../../test/redFlags.js';
import { redFlagNotices } from './024_red_flag_notices.js';

describe('migration 024: a red flag’s notification names its flag', () => {
  test('finds the flag of every notification written before, by family, moment, words and values', async ({
    t,
    flags: { readingFamily },
  }) => {
    const { family, ids } = await readingFamily();
    const db = t.database.db;
    const linked = () =>
      db
        .selectFrom('notifications')
        .select(['user_id', 'red_flag_id'])
        .where('message_type', '=', 'red_flag')
        .orderBy('user_id')
        .orderBy('red_flag_id')
        .execute();
    const before = await linked();
    expect(before).toHaveLength(6);
    // Two flags raised in the same second are told apart by what they say.
    await db.updateTable('red_flags').set({ created_at: t.clock.now() }).execute();
    await db.updateTable('notifications').set({ created_at: t.clock.now() }).where('message_type', '=', 'red_flag').execute();

    const migration = redFlagNotices(t.database.engine);
    await migration.down!(db as Kysely<any>);
    await migration.up(db as Kysely<any>);

    expect(await linked()).toEqual(before);
    expect(new Set(before.map((row) => row.red_flag_id))).toEqual(new Set(ids));
    expect(new Set(before.map((row) => row.user_id))).toEqual(new Set([family.parent.userId, family.coParent.userId]));
  });
});

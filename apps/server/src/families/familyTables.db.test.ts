import { describe, expect, test } from '../test/fixture.js';
import { familyTables } from './familyTables.js';

/**
 * Tables that name a user or a family but are not the family's data: the clinic's audit log (its
 * operator, who stays), the texts operators edited, and the ids the game is told of a deletion.
 */
const notTheFamilys = new Set(['operator_audit', 'texts', 'game_deletions']);
const ownerColumns = /^(family_id|user_id|child_id|parent_id|sender_id|inviter_id|accepted_by|actor_user_id)$/;

describe('the tables that hold a family', () => {
  test('every table with a family, user or child column is exported and deleted with the family', async ({ t }) => {
    const listed = new Set(familyTables.map((entry) => entry.table as string));
    const missing = (await t.database.db.introspection.getTables())
      .filter((table) => table.columns.some((column) => ownerColumns.test(column.name)))
      .map((table) => table.name)
      .filter((name) => !listed.has(name) && !notTheFamilys.has(name));
    expect(missing).toEqual([]);
  });
});

import { describe, expect, test } from '../../test/fixture.js';
import { gameClient } from '../../test/game.js';
import { familyCode, richFamily } from '../../test/richFamily.js';
import type { TestApp } from '../../test/testApp.js';
import { expectInvalid } from '../../test/walls.js';

/** Each table's rows as text, to look for words in. */
async function tablesAsText(t: TestApp): Promise<Record<string, string>> {
  const text: Record<string, string> = {};
  for (const table of await t.database.db.introspection.getTables())
    text[table.name] = JSON.stringify(
      await t.database.db
        .selectFrom(table.name as never)
        .selectAll()
        .execute(),
    );
  return text;
}

describe('ParentFamilyData.deleteFamily', () => {
  test('a wrong family code is refused on its field and deletes nothing', async ({ t, parent }) => {
    await richFamily(t, parent, 'Zebra');
    const answer = await expectInvalid(
      t,
      () => t.call('ParentFamilyData.deleteFamily', { confirm_code: 'F-WRONG' }, parent.token),
      'confirm_code',
    );
    expect(answer.body.errors).toEqual([{ field: 'confirm_code', message: 'Type your family code exactly as shown to confirm' }]);
  });

  test('leaves no personal data of any member in any table, keeps the other family whole, and tells the game', async ({
    t,
    parent,
    stranger,
  }) => {
    const ours = await richFamily(t, parent, 'Zebra');
    const theirs = await richFamily(t, stranger, 'Yak');
    const code = await familyCode(t, parent.familyId);

    const answer = await t.call('ParentFamilyData.deleteFamily', { confirm_code: ` ${code.toLowerCase()} ` }, ours.coParent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.deleted_people).toBe(3);
    expect(answer.body.data.deleted_records).toBeGreaterThan(20);

    // Table by table: no word of the deleted family is left anywhere; the other family's words all are.
    const tables = await tablesAsText(t);
    const everything = Object.values(tables).join('\n');
    for (const [table, rows] of Object.entries(tables))
      for (const marker of ours.markers) expect(rows.includes(marker), `${table} still holds "${marker}"`).toBe(false);
    for (const marker of theirs.markers) expect(everything, marker).toContain(marker);
    const left = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [parent.userId, ours.coParent.userId, ours.child.id])
      .execute();
    expect(left).toEqual([]);
    expect(await t.database.db.selectFrom('families').select('id').where('id', '=', parent.familyId).execute()).toEqual([]);
    // The contact details the clinic was to call back at go with the family; the other family's stay.
    const contacts = await t.database.db.selectFrom('consultation_contacts').select('family_id').execute();
    expect(contacts.map((row) => row.family_id)).toEqual([stranger.familyId]);

    // Their sessions are gone with them; the other family carries on.
    for (const who of [parent, ours.coParent]) expect((await t.call('ParentAuthHandler.getUserProfile', {}, who.token)).status).toBe(401);
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, stranger.token)).status).toBe(200);
    const signIn = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' });
    expect(signIn.status).toBe(400);

    // The game learns which child is gone, by id only.
    const game = await gameClient(t);
    const deletions = await game.get('/deletions');
    expect(deletions.body).toEqual({
      list: [{ deletion_id: expect.any(Number), child_id: ours.child.id, family_id: parent.familyId, deleted_at: t.clock.now() }],
    });
    expect((await game.get(`/deletions?after=${deletions.body.list[0].deletion_id}`)).body).toEqual({ list: [] });
    expect((await game.post('/children/verify', { login_name: ours.child.loginName, password: 'star-fish-9' })).status).toBe(401);
  });
});

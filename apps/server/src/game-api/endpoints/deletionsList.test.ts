import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient } from '../../test/game.js';
import { familyCode } from '../../test/richFamily.js';

describe('GET /api/game/v1/deletions', () => {
  test("lists deleted families' children by id, oldest first, from where the game left off", async ({ t, parent, stranger }) => {
    const game = await gameClient(t);
    expect((await game.get('/deletions')).body).toEqual({ list: [] });
    const [first, second] = [await gameChild(t, parent), await gameChild(t, parent)];
    const kept = await gameChild(t, stranger);
    const deletedAt = t.clock.now();
    await t.call('ParentFamilyData.deleteFamily', { confirm_code: await familyCode(t, parent.familyId) }, parent.token);

    const answer = await game.get('/deletions');
    expect(answer.body.list).toEqual([
      { deletion_id: expect.any(Number), child_id: first.id, family_id: parent.familyId, deleted_at: deletedAt },
      { deletion_id: expect.any(Number), child_id: second.id, family_id: parent.familyId, deleted_at: deletedAt },
    ]);
    expect(answer.raw).not.toContain(String(kept.id) + ',');
    const [head] = answer.body.list;
    expect((await game.get(`/deletions?after=${head.deletion_id}`)).body.list).toEqual([answer.body.list[1]]);
    expect((await game.get('/deletions?limit=1')).body.list).toEqual([head]);
  });

  test.for([
    ['a negative position', '?after=-1', 'after'],
    ['a limit of 0', '?limit=0', 'limit'],
    ['a limit of 501', '?limit=501', 'limit'],
    ['a position that is not a number', '?after=last', 'after'],
  ] as const)('400 for %s', async ([, query, field], { t }) => {
    const answer = await (await gameClient(t)).get(`/deletions${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field, message: expect.any(String) }]);
  });
});

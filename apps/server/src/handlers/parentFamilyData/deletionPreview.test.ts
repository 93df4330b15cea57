import { describe, expect, test } from '../../test/fixture.js';
import { richFamily } from '../../test/richFamily.js';

describe('ParentFamilyData.deletionPreview', () => {
  test('names the people the deletion takes away and counts their records, changing nothing', async ({ t, parent }) => {
    const family = await richFamily(t, parent, 'Zebra');
    const answer = await t.call('ParentFamilyData.deletionPreview', {}, parent.token);
    expect(answer.status).toBe(200);
    const stored = await t.database.db.selectFrom('families').select('p_code').where('id', '=', parent.familyId).executeTakeFirstOrThrow();
    expect(answer.body.data.p_code).toBe(stored.p_code);
    expect(answer.body.data.people).toEqual([
      { user_id: parent.userId, role: 'parent', real_name: 'Zebra Parentname', sign_in: parent.email },
      { user_id: family.coParent.userId, role: 'parent', real_name: null, sign_in: family.coParent.email },
      { user_id: family.child.id, role: 'child', real_name: 'Zebra Kidname', sign_in: family.child.loginName },
    ]);
    expect(answer.body.data.records).toMatchObject({ users: 3, families: 1, coin_ledger: 1, chat_messages: 2, child_skills: 1 });
    expect((await t.call('ParentFamilyData.deletionPreview', {}, parent.token)).raw).toBe(answer.raw);
  });
});

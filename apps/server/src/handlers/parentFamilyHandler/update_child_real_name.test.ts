import { describe, expect, test } from '../../test/fixture.js';

describe('renaming members', () => {
  test('a parent renames a child and the other parent sees it', async ({ t }) => {
    const a = await t.newParent();
    const b = await t.joinFamilyOf(a);
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Tom' }, a.token)).body.data;
    const answer = await t.call(
      'ParentFamilyHandler.update_child_real_name',
      { child_id: child.user_id, real_name: '  Tommy Lee ' },
      a.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ user_id: child.user_id, real_name: 'Tommy Lee', name: 'Tommy Lee' });
    const seenByB = await t.call('ParentFamilyHandler.get_members', { filter_role: 'child' }, b.token);
    expect(seenByB.body.data.members[0].real_name).toBe('Tommy Lee');
  });

  test('refuses an empty name and mixes no roles up', async ({ t }) => {
    const a = await t.newParent();
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Kai' }, a.token)).body.data;
    const empty = await t.call('ParentFamilyHandler.update_child_real_name', { child_id: child.user_id, real_name: '  ' }, a.token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'real_name', message: 'Real name is required' }]);
    const parentAsChild = await t.call('ParentFamilyHandler.update_child_real_name', { child_id: a.userId, real_name: 'X' }, a.token);
    expect(parentAsChild.status).toBe(404);
    const childAsParent = await t.call(
      'ParentFamilyHandler.update_parent_real_name',
      { parent_id: child.user_id, real_name: 'X' },
      a.token,
    );
    expect(childAsParent.status).toBe(404);
  });
});

import { describe, expect, test } from '../../test/fixture.js';

describe('ParentFamilyHandler.get_members', () => {
  test('lists only the caller own family', async ({ t }) => {
    const a = await t.newParent();
    const b = await t.newParent();
    const answer = await t.call('ParentFamilyHandler.get_members', {}, a.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.members).toEqual([
      {
        user_id: a.userId,
        login_name: null,
        real_name: null,
        name: a.email.split('@')[0],
        role: 'parent',
        is_child: false,
        avatar: null,
      },
    ]);
    const other = await t.call('ParentFamilyHandler.get_members', {}, b.token);
    expect(other.body.data.members.map((m: { user_id: number }) => m.user_id)).toEqual([b.userId]);
  });

  test('filters by role', async ({ t }) => {
    const a = await t.newParent();
    const children = await t.call('ParentFamilyHandler.get_members', { filter_role: 'child' }, a.token);
    expect(children.body.data.members).toEqual([]);
    const bad = await t.call('ParentFamilyHandler.get_members', { filter_role: 'admin' as 'child' }, a.token);
    expect(bad.status).toBe(400);
  });
});

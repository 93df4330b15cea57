import { describe, expect, test } from '../../test/fixture.js';
import { limits } from '@t1d/contract';

describe('ParentInviteHandler.create_child', () => {
  test('adds a child member with a readable, unique login name and no password', async ({ t, parent }) => {
    const first = await t.call('ParentInviteHandler.create_child', { child_name: 'Mei Chen' }, parent.token);
    const second = await t.call('ParentInviteHandler.create_child', { child_name: 'Mei Chen' }, parent.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ real_name: 'Mei Chen', name: 'Mei Chen', role: 'child', is_child: true });
    expect(first.body.data.login_name).toMatch(/^meichen-[a-z2-9]{6}$/);
    expect(first.body.data.login_name).toMatch(limits.loginNamePattern);
    expect(second.body.data.login_name).not.toBe(first.body.data.login_name);

    const children = await t.call('ParentFamilyHandler.get_members', { filter_role: 'child' }, parent.token);
    expect(children.body.data.members.map((m: { user_id: number }) => m.user_id)).toEqual([
      first.body.data.user_id,
      second.body.data.user_id,
    ]);
    const info = await t.call('ParentFamilyHandler.get_family_info', {}, parent.token);
    expect(info.body.data).toMatchObject({ members_count: 3, children_count: 2 });
    const password = await t.call('ParentPasswordInfo.getUserPasswordInfo', { user_id: first.body.data.user_id }, parent.token);
    expect(password.body.data).toEqual({
      user_id: first.body.data.user_id,
      login_name: first.body.data.login_name,
      has_password: false,
      password_updated_at: null,
    });
  });

  test('makes a login name for a name without latin letters', async ({ t, parent }) => {
    const answer = await t.call('ParentInviteHandler.create_child', { child_name: '小明' }, parent.token);
    expect(answer.body.data.login_name).toMatch(/^kid-[a-z2-9]{6}$/);
    expect(answer.body.data.real_name).toBe('小明');
  });

  test('needs a name', async ({ t, parent }) => {
    const answer = await t.call('ParentInviteHandler.create_child', { child_name: '   ' }, parent.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'child_name', message: 'Child name is required' }]);
  });
});

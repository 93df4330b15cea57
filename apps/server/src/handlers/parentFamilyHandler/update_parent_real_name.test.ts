import { describe, expect, test } from '../../test/fixture.js';
import { expectForeignLikeUnknown, expectInvalid } from '../../test/walls.js';

describe('ParentFamilyHandler.update_parent_real_name', () => {
  test('a parent sets their own name and a co-parent name', async ({ t }) => {
    const a = await t.newParent();
    const b = await t.joinFamilyOf(a);
    const own = await t.call('ParentFamilyHandler.update_parent_real_name', { parent_id: a.userId, real_name: 'Lin Wang' }, a.token);
    expect(own.body.data.real_name).toBe('Lin Wang');
    const profile = await t.call('ParentAuthHandler.getUserProfile', {}, a.token);
    expect(profile.body.data.real_name).toBe('Lin Wang');
    const coParent = await t.call('ParentFamilyHandler.update_parent_real_name', { parent_id: b.userId, real_name: 'Jo Wang' }, a.token);
    expect(coParent.status).toBe(200);
  });

  test('answers the renamed member, trimmed, and stores the name for the whole family to see', async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    const answer = await t.call(
      'ParentFamilyHandler.update_parent_real_name',
      { parent_id: partner.userId, real_name: '  Jo Wang ' },
      parent.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        user_id: partner.userId,
        login_name: null,
        real_name: 'Jo Wang',
        name: 'Jo Wang',
        role: 'parent',
        is_child: false,
        avatar: null,
      },
    });
    const stored = await t.database.db
      .selectFrom('users')
      .select(['id', 'real_name'])
      .where('family_id', '=', parent.familyId)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: parent.userId, real_name: null },
      { id: partner.userId, real_name: 'Jo Wang' },
    ]);
    const members = await t.call('ParentFamilyHandler.get_members', { filter_role: 'parent' }, partner.token);
    expect(members.body.data.members.map((m: { name: string }) => m.name)).toEqual([parent.email.split('@')[0], 'Jo Wang']);
  });

  test('refuses an empty or too long name and an id that is not a positive whole number, naming the field', async ({ t, parent }) => {
    const rename = (input: Record<string, unknown>) =>
      t.call(
        'ParentFamilyHandler.update_parent_real_name',
        { parent_id: parent.userId, real_name: 'Lin', ...input } as never,
        parent.token,
      );
    const empty = await expectInvalid(t, () => rename({ real_name: '   ' }), 'real_name');
    expect(empty.body.errors).toEqual([{ field: 'real_name', message: 'Real name is required' }]);
    const long = await expectInvalid(t, () => rename({ real_name: 'x'.repeat(101) }), 'real_name');
    expect(long.body.errors).toEqual([{ field: 'real_name', message: 'This text is too long' }]);
    await expectInvalid(t, () => rename({ parent_id: 0 }), 'parent_id');
    await expectInvalid(t, () => rename({ parent_id: 'me' }), 'parent_id');
  });

  test("answers another family's parent exactly like an unknown id, renaming nobody", async ({ t, parent, stranger }) => {
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('ParentFamilyHandler.update_parent_real_name', { parent_id: id as number, real_name: 'Hacked' }, parent.token),
      stranger.userId,
    );
  });

  test("answers one of the family's children like an unknown id: children are renamed by update_child_real_name", async ({ t, parent }) => {
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Kai' }, parent.token)).body.data;
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('ParentFamilyHandler.update_parent_real_name', { parent_id: id as number, real_name: 'X' }, parent.token),
      child.user_id,
    );
  });
});

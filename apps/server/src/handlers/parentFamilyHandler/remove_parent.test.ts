import { describe, expect, test } from '../../test/fixture.js';
import { notFound } from '../../test/walls.js';
import { uniqueEmail, type TestApp } from '../../test/testApp.js';

const members = async (t: TestApp, token: string) =>
  (await t.call('ParentFamilyHandler.get_members', {}, token)).body.data.members.map((m: { user_id: number }) => m.user_id);

describe('ParentFamilyHandler.remove_parent', () => {
  test('takes another parent out of the family: their sign-in stays, nothing of this family does', async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    const invitation = await t.call('ParentInviteHandler.create_parent', { invitee_email: uniqueEmail('their.friend') }, partner.token);
    const answer = await t.call('ParentFamilyHandler.remove_parent', { parent_id: partner.userId }, parent.token);
    expect([answer.status, answer.body]).toEqual([200, { code: 200, msg: 'success', data: null }]);
    expect(await members(t, parent.token)).toEqual([parent.userId]);
    // Every session and persistent login the removed parent held has ended.
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, partner.token)).status).toBe(401);
    expect((await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: partner.cookie })).status).toBe(401);
    // The invitation they made is withdrawn; the family's notifications to them are gone.
    expect((await t.call('ParentInviteHandler.get_invitation', { invite_code: invitation.body.data.invite_code })).status).not.toBe(200);
    const theirNews = await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', partner.userId).execute();
    expect(theirNews).toEqual([]);
    // They still sign in, into an empty family of their own.
    const again = await t.call('ParentAuthHandler.signin', { email: partner.email, password: 'correct horse' });
    expect(again.status).toBe(200);
    expect(again.body.data.family_id).not.toBe(parent.familyId);
    expect(await members(t, again.body.data.token)).toEqual([again.body.data.user_id]);
    const audit = await t.database.db.selectFrom('operator_audit').select(['user_id', 'cmd', 'target', 'before_json']).execute();
    expect(audit).toEqual([
      {
        user_id: parent.userId,
        cmd: 'ParentFamilyHandler.remove_parent',
        target: `family ${parent.familyId} parent ${partner.userId}`,
        before_json: JSON.stringify({ family_id: parent.familyId, user_id: partner.userId }),
      },
    ]);
    // The game's id for them names a former member now: no link into either family through it.
    expect(again.body.data.user_id).not.toBe(partner.userId);
  });

  test('a parent cannot remove itself, a child or anyone of another family: a family always keeps a parent', async ({
    t,
    parent,
    stranger,
  }) => {
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Mei' }, parent.token)).body.data;
    for (const parentId of [parent.userId, child.user_id, stranger.userId, 999_999]) {
      const answer = await t.call('ParentFamilyHandler.remove_parent', { parent_id: parentId }, parent.token);
      expect([answer.status, answer.body]).toEqual([404, notFound]);
    }
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, stranger.token)).status).toBe(200);
  });

  test('two parents removing each other at once: one is removed, never both', async ({ t }) => {
    for (let round = 0; round < 5; round += 1) {
      const one = await t.newParent();
      const other = await t.joinFamilyOf(one);
      const answers = await Promise.all([
        t.call('ParentFamilyHandler.remove_parent', { parent_id: other.userId }, one.token),
        t.call('ParentFamilyHandler.remove_parent', { parent_id: one.userId }, other.token),
      ]);
      // The loser was removed first: its session has ended, or it is no longer in the family.
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 401 || a.status === 404)).toHaveLength(1);
      const left = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'parent')
        .where('family_id', '=', one.familyId)
        .execute();
      expect(left).toHaveLength(1);
    }
  });

  test('answers 400 to a malformed id, and changes nothing', async ({ t, parent }) => {
    for (const parent_id of ['1', 0, -3, 1.5, null]) {
      const answer = await t.call('ParentFamilyHandler.remove_parent', { parent_id } as never, parent.token);
      expect(answer.status).toBe(400);
    }
  });

  test('either family can later delete itself, and nothing of the other goes with it', async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    await t.call('ParentInviteHandler.create_parent', { invitee_email: uniqueEmail('friend') }, partner.token);
    await t.call('GmsInfluenceApi.getParentTasks', { parent_code: partner.pCode }, partner.token);
    await t.call('ParentFamilyHandler.remove_parent', { parent_id: partner.userId }, parent.token);
    const moved = (await t.call('ParentAuthHandler.signin', { email: partner.email, password: 'correct horse' })).body.data;
    // The new account starts the programme's tasks afresh in its own family.
    const tasks = await t.call('GmsInfluenceApi.getParentTasks', { parent_code: moved.p_code }, moved.token);
    expect(tasks.status).toBe(200);
    expect(tasks.body.data.list.length).toBeGreaterThan(0);
    const code = async (familyId: number) =>
      (await t.database.db.selectFrom('families').select('p_code').where('id', '=', familyId).executeTakeFirstOrThrow()).p_code;
    const theirs = await t.call('ParentFamilyData.deleteFamily', { confirm_code: await code(moved.family_id) }, moved.token);
    expect(theirs.status).toBe(200);
    expect((await t.call('ParentFamilyHandler.get_members', {}, parent.token)).status).toBe(200);
    const ours = await t.call('ParentFamilyData.deleteFamily', { confirm_code: await code(parent.familyId) }, parent.token);
    expect(ours.status).toBe(200);
    // The former member's row went with the family whose history named it.
    expect(await t.database.db.selectFrom('users').select('id').where('id', '=', partner.userId).execute()).toEqual([]);
  });
});

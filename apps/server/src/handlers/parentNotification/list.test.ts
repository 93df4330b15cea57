import { describe, expect, test as base } from '../../test/fixture.js';
import { notifyParents } from '../../notifications/notify.js';
import { uniqueEmail, type Parent, type TestApp } from '../../test/testApp.js';

/** Parent A and parent B (Ben), who joined A's family through an invitation; A was told. */
const test = base.extend<{ a: Parent; b: Parent }>({
  a: async ({ parent }, use) => {
    await use(parent);
  },
  b: async ({ t, a }, use) => {
    await use(await t.joinFamilyOf(a, uniqueEmail('ben')));
  },
});

/** Tells B that `count` children joined, one second apart. */
async function childJoined(t: TestApp, a: Parent, b: Parent, count: number) {
  for (let i = 0; i < count; i += 1) {
    t.clock.advance(1);
    await notifyParents(t.database.db, { familyId: a.familyId, to: [b.userId], type: 'family', textKey: 'child_joined', params: { name: `Kid ${i}` }, now: t.clock.now() });
  }
}

describe('parent notifications', () => {
  const listOf = async (t: TestApp, parent: Parent, input: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    (await t.call('ParentNotification.list', input as never, parent.token, headers)).body.data;

  test('tells the inviter that the invitation was accepted, in the reader language', async ({ t, a, b }) => {
    const en = await listOf(t, a);
    expect(en.data[0]).toMatchObject({
      title: 'A new parent joined your family',
      body: `${b.email.split('@')[0]} accepted your invitation.`,
      message_type: 'family',
      is_read: false,
    });
    expect(en.unread_count).toBe(1);
    const zh = await listOf(t, a, {}, { 'accept-language': 'zh-CN' });
    expect(zh.data[0].title).toBe('新家长加入了您的家庭');
    // B acted; only A is told.
    expect((await listOf(t, b)).total).toBe(0);
  });

  test('tells the other parents about a new child and about coins, not the parent who acted', async ({ t, a, b }) => {
    await t.call('ParentInviteHandler.create_child', { child_name: 'Nia' }, b.token);
    const profile = await t.call('ParentAuthHandler.getUserProfile', {}, b.token);
    const task = (await t.call('GmsInfluenceApi.getParentTasks', { parent_code: profile.body.data.p_code }, b.token)).body.data.list[0];
    await t.call('GmsInfluenceApi.completeTask', { task_instance_id: task.id, parent_code: profile.body.data.p_code }, b.token);
    const forA = await listOf(t, a);
    expect(forA.data.map((n: { message_type: string }) => n.message_type)).toEqual(['coins', 'family', 'family']);
    expect(forA.data[0].body).toContain(`completed “${task.name}” and earned ${task.coin_amount} coins`);
    expect(forA.data[1].body).toBe('Nia is now part of your family in the game.');
    expect((await listOf(t, b)).total).toBe(0);
    const coinsOnly = await listOf(t, a, { messageType: 'coins' });
    expect(coinsOnly.total).toBe(1);
    expect(coinsOnly.unread_count).toBe(3);
  });

  test('pages ten at a time, newest first', async ({ t, a, b }) => {
    await childJoined(t, a, b, 12);
    const page1 = await listOf(t, b);
    expect(page1).toMatchObject({ total: 12, page: 1, perPage: 10, unread_count: 12 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0].body).toContain('Kid 11');
    const page2 = await listOf(t, b, { page: 2 });
    expect(page2.data.map((n: { body: string }) => n.body)).toEqual([
      'Kid 1 is now part of your family in the game.',
      'Kid 0 is now part of your family in the game.',
    ]);
  });

  test('moves read state forward only, and only for the caller own notifications', async ({ t, a, b, stranger }) => {
    await childJoined(t, a, b, 12);
    const mine = (await listOf(t, b)).data.slice(0, 3).map((n: { id: number }) => n.id);
    const first = await t.call('ParentNotification.markAsRead', { notificationIds: mine }, b.token);
    expect(first.body.data).toEqual({ updated: 3 });
    const again = await t.call('ParentNotification.markAsRead', { notificationIds: mine }, b.token);
    expect(again.body.data).toEqual({ updated: 0 });
    expect((await t.call('ParentNotification.getUnreadCount', {}, b.token)).body.data).toEqual({ unread_count: 9 });
    const read = (await listOf(t, b)).data.slice(0, 3);
    expect(read.every((n: { is_read: boolean }) => n.is_read)).toBe(true);

    // A's notification is invisible to B: not found, and it stays unread.
    const aNotification = (await listOf(t, a)).data[0].id;
    const foreign = await t.call('ParentNotification.markAsRead', { notificationIds: [mine[0], aNotification] }, b.token);
    expect(foreign.status).toBe(404);
    expect((await listOf(t, a)).data[0].is_read).toBe(false);
    expect((await t.call('ParentNotification.remove', { notificationId: aNotification }, b.token)).status).toBe(404);
    expect((await t.call('ParentNotification.remove', { notificationId: aNotification }, stranger.token)).body).toEqual({ code: 404, msg: 'Not found', reason: 'not_found' });
    expect((await listOf(t, a)).data[0].id).toBe(aNotification);
  });

  test('removes one of the caller own notifications', async ({ t, a, b }) => {
    await childJoined(t, a, b, 2);
    const [first] = (await listOf(t, b)).data;
    const answer = await t.call('ParentNotification.remove', { notificationId: first.id }, b.token);
    expect(answer.body.data).toEqual({ removed: 1 });
    expect((await listOf(t, b)).data.map((n: { id: number }) => n.id)).not.toContain(first.id);
  });
});

describe('ParentNotification.cleanupDuplicates', () => {
  test('keeps the oldest of same-kind same-content notifications inside the window', async ({ t, parent }) => {
    const start = t.clock.now();
    const send = (name: string, offset: number) =>
      notifyParents(t.database.db, { familyId: parent.familyId, type: 'family', textKey: 'child_joined', params: { name }, now: start + offset });
    await send('Ada', 0);
    await send('Ada', 3600);
    await send('Ada', 86400);
    await send('Ada', 86401);
    await send('Ben', 10);
    const answer = await t.call('ParentNotification.cleanupDuplicates', {}, parent.token);
    expect(answer.body.data).toEqual({ removed: 2 });
    const left = (await t.call('ParentNotification.list', {}, parent.token)).body.data.data;
    expect(left.map((n: { created_at: number; body: string }) => [n.created_at - start, n.body.split(' ')[0]])).toEqual([
      [86401, 'Ada'],
      [10, 'Ben'],
      [0, 'Ada'],
    ]);
    const narrow = await t.call('ParentNotification.cleanupDuplicates', { timeWindow: 1 }, parent.token);
    expect(narrow.body.data).toEqual({ removed: 0 });
  });
});

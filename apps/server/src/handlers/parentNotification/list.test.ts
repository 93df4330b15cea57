import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyParents } from '../../notifications/notify.js';
import { createTestApp, uniqueEmail, type Parent, type TestApp } from '../../test/testApp.js';

describe('parent notifications', () => {
  let t: TestApp;
  let a: Parent;
  let b: Parent;
  beforeAll(async () => {
    t = await createTestApp();
    a = await t.newParent();
    b = await t.joinFamilyOf(a, uniqueEmail('ben'));
  });
  afterAll(() => t.close());

  const listOf = async (parent: Parent, input: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    (await t.call('ParentNotification.list', input as never, parent.token, headers)).body.data;

  it('tells the inviter that the invitation was accepted, in the reader language', async () => {
    const en = await listOf(a);
    expect(en.data[0]).toMatchObject({
      title: 'A new parent joined your family',
      body: `${b.email.split('@')[0]} accepted your invitation.`,
      message_type: 'family',
      is_read: false,
    });
    expect(en.unread_count).toBe(1);
    const zh = await listOf(a, {}, { 'accept-language': 'zh-CN' });
    expect(zh.data[0].title).toBe('新家长加入了您的家庭');
    // B acted; only A is told.
    expect((await listOf(b)).total).toBe(0);
  });

  it('tells the other parents about a new child and about coins, not the parent who acted', async () => {
    await t.call('ParentInviteHandler.create_child', { child_name: 'Nia' }, b.token);
    const profile = await t.call('ParentAuthHandler.getUserProfile', {}, b.token);
    const task = (await t.call('GmsInfluenceApi.getParentTasks', { parent_code: profile.body.data.p_code }, b.token)).body.data.list[0];
    await t.call('GmsInfluenceApi.completeTask', { task_instance_id: task.id, parent_code: profile.body.data.p_code }, b.token);
    const forA = await listOf(a);
    expect(forA.data.map((n: { message_type: string }) => n.message_type)).toEqual(['coins', 'family', 'family']);
    expect(forA.data[0].body).toContain(`completed “${task.name}” and earned ${task.coin_amount} coins`);
    expect(forA.data[1].body).toBe('Nia is now part of your family in the game.');
    expect((await listOf(b)).total).toBe(0);
    const coinsOnly = await listOf(a, { messageType: 'coins' });
    expect(coinsOnly.total).toBe(1);
    expect(coinsOnly.unread_count).toBe(3);
  });

  it('pages ten at a time, newest first', async () => {
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(1);
      await notifyParents(t.database.db, { familyId: a.familyId, to: [b.userId], type: 'family', textKey: 'child_joined', params: { name: `Kid ${i}` }, now: t.clock.now() });
    }
    const page1 = await listOf(b);
    expect(page1).toMatchObject({ total: 12, page: 1, perPage: 10, unread_count: 12 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0].body).toContain('Kid 11');
    const page2 = await listOf(b, { page: 2 });
    expect(page2.data.map((n: { body: string }) => n.body)).toEqual([
      'Kid 1 is now part of your family in the game.',
      'Kid 0 is now part of your family in the game.',
    ]);
  });

  it('moves read state forward only, and only for the caller own notifications', async () => {
    const mine = (await listOf(b)).data.slice(0, 3).map((n: { id: number }) => n.id);
    const first = await t.call('ParentNotification.markAsRead', { notificationIds: mine }, b.token);
    expect(first.body.data).toEqual({ updated: 3 });
    const again = await t.call('ParentNotification.markAsRead', { notificationIds: mine }, b.token);
    expect(again.body.data).toEqual({ updated: 0 });
    expect((await t.call('ParentNotification.getUnreadCount', {}, b.token)).body.data).toEqual({ unread_count: 9 });
    const read = (await listOf(b)).data.slice(0, 3);
    expect(read.every((n: { is_read: boolean }) => n.is_read)).toBe(true);

    // A's notification is invisible to B: not found, and it stays unread.
    const aNotification = (await listOf(a)).data[0].id;
    const foreign = await t.call('ParentNotification.markAsRead', { notificationIds: [mine[0], aNotification] }, b.token);
    expect(foreign.status).toBe(404);
    expect((await listOf(a)).data[0].is_read).toBe(false);
    expect((await t.call('ParentNotification.remove', { notificationId: aNotification }, b.token)).status).toBe(404);
    const stranger = await t.newParent();
    expect((await t.call('ParentNotification.remove', { notificationId: aNotification }, stranger.token)).body).toEqual({ code: 404, msg: 'Not found', reason: 'not_found' });
    expect((await listOf(a)).data[0].id).toBe(aNotification);
  });

  it('removes one of the caller own notifications', async () => {
    const [first] = (await listOf(b)).data;
    const answer = await t.call('ParentNotification.remove', { notificationId: first.id }, b.token);
    expect(answer.body.data).toEqual({ removed: 1 });
    expect((await listOf(b)).data.map((n: { id: number }) => n.id)).not.toContain(first.id);
  });
});

describe('ParentNotification.cleanupDuplicates', () => {
  it('keeps the oldest of same-kind same-content notifications inside the window', async () => {
    const t = await createTestApp();
    try {
      const parent = await t.newParent();
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
    } finally {
      await t.close();
    }
  });
});

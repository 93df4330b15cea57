import { describe, expect } from '../../test/fixture.js';
import { childJoined, listOf, test } from '../../test/notifications.js';

describe('ParentNotification.list', () => {
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

  test('quotes the task and the goal in the reader’s language, read in Chinese', async ({ t, a, b }) => {
    const profile = await t.call('ParentAuthHandler.getUserProfile', {}, b.token);
    const parentCode = profile.body.data.p_code;
    const tasks = (await t.call('GmsInfluenceApi.getParentTasks', { parent_code: parentCode }, b.token)).body.data.list;
    const task = tasks.find((x: { name: string }) => x.name === 'Read: carb counting basics');
    await t.call('GmsInfluenceApi.completeTask', { task_instance_id: task.id, parent_code: parentCode }, b.token);
    const goals = (await t.call('FamilyGoalsApi.list', {}, b.token)).body.data.list;
    const walk = goals.find((x: { name: string }) => x.name === 'A family walk after dinner');
    await t.call('FamilyGoalsApi.complete', { goal_id: walk.id }, b.token);

    const zh = await listOf(t, a, { messageType: 'coins' }, { 'accept-language': 'zh-CN' });
    const actor = b.email.split('@')[0];
    expect(zh.data.map((n: { title: string; body: string }) => [n.title, n.body])).toEqual([
      ['完成家庭目标', `${actor} 完成了目标“晚饭后全家散步”，家庭获得 ${walk.coin_amount} 枚金币。`],
      ['获得金币', `${actor} 完成了“阅读：碳水化合物计算入门”，为家庭赢得 ${task.coin_amount} 枚金币。`],
    ]);
    // The same rows, read in English.
    const en = await listOf(t, a, { messageType: 'coins' });
    expect(en.data[1].body).toBe(`${actor} completed “Read: carb counting basics” and earned ${task.coin_amount} coins for the family.`);
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
});

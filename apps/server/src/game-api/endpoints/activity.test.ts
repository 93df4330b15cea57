import { describe, expect, test } from '../../test/fixture.js';
import { totalCoins } from '../../test/coins.js';
import { gameChild, gameClient, storedEvents } from '../../test/game.js';
import { tasksOf } from '../../test/tasks.js';
import type { Parent, TestApp } from '../../test/testApp.js';

const interactionsOf = async (t: TestApp, parent: Parent, childId: number) =>
  (await t.call('ParentInteractionsHandler.get_interactions', { child_id: childId }, parent.token)).body.data.children[0];

const skillsOf = async (t: TestApp, parent: Parent, childId: number, language = 'en') =>
  (
    await t.call('ChildSkills.getChildSkillInfo', { child_id: childId }, parent.token, { 'accept-language': language })
  ).body.data.skills.map((s: any) => s.name);

const flagsOf = async (t: TestApp, parent: Parent, language = 'en') =>
  (
    await t.call('RedFlagIntervention.getInterventionsForParentAndChildren', { page: 1, per_page: 20, unread_only: false }, parent.token, {
      'accept-language': language,
    })
  ).body;

describe('POST /api/game/v1/activity', () => {
  test("interactions, skills and played days update what the parent's dashboard shows", async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const now = t.clock.now();
    const answer = await game.post('/activity', {
      events: [
        { event_id: 'p-1', child_id: child.id, type: 'played', occurred_at: now - 3600 },
        { event_id: 'i-1', child_id: child.id, type: 'interaction', kind: 'chat_message', count: 4, occurred_at: now - 60 },
        { event_id: 'i-2', child_id: child.id, type: 'interaction', kind: 'friend_connection', count: 1, occurred_at: now - 60 },
        { event_id: 'i-3', child_id: child.id, type: 'interaction', kind: 'minigame_with_others', count: 2, occurred_at: now },
        { event_id: 'i-4', child_id: child.id, type: 'interaction', kind: 'npc_chat', count: 7, occurred_at: now },
        { event_id: 's-1', child_id: child.id, type: 'skill_learned', skill: 'Counting carbs', occurred_at: now },
        { event_id: 7, child_id: child.id, type: 'skill_learned', skill: 'Spotting a hypo', occurred_at: now },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ accepted: 7, duplicates: 0, errors: [] });
    expect(await interactionsOf(t, parent, child.id)).toMatchObject({
      child_id: child.id,
      chat_messages: 4,
      friend_connections: 1,
      minigames_with_others: 2,
      npc_chats: 7,
    });
    expect(await skillsOf(t, parent, child.id)).toEqual(expect.arrayContaining(['Counting carbs', 'Spotting a hypo']));
    const date = new Date(now * 1000);
    const streak = await t.call(
      'FamilyStreak.getChildStreak',
      { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, user_id: child.id },
      parent.token,
    );
    expect(streak.body.data.total_streak_days).toBeGreaterThanOrEqual(1);
  });

  test("a skill's Chinese name (skill_zh) reaches parents who read Chinese; without one they read `skill`", async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const now = t.clock.now();
    const learned = (event_id: string, skill: string, skill_zh?: string) => ({
      event_id,
      child_id: child.id,
      type: 'skill_learned',
      skill,
      ...(skill_zh === undefined ? {} : { skill_zh }),
      occurred_at: now,
    });
    const batch = { events: [learned('s-1', 'Counting carbs', ' 计算碳水 '), learned('s-2', 'Bedtime check')] };
    const first = await game.post('/activity', batch, { 'idempotency-key': 'skills-1' });
    expect(first.body).toEqual({ accepted: 2, duplicates: 0, errors: [] });
    expect((await game.post('/activity', batch, { 'idempotency-key': 'skills-1' })).body).toEqual(first.body);
    // Newest first; learned at the same moment, the later one first.
    expect(await skillsOf(t, parent, child.id)).toEqual(['Bedtime check', 'Counting carbs']);
    expect(await skillsOf(t, parent, child.id, 'zh-CN,zh;q=0.9')).toEqual(['Bedtime check', '计算碳水']);

    // The skill is kept once, as first reported; a later report only adds the Chinese name it lacked.
    t.clock.advance(60);
    const later = { events: [learned('s-3', 'bedtime CHECK', '睡前检测'), learned('s-4', 'Counting Carbs', '数碳水')] };
    expect((await game.post('/activity', later)).body).toEqual({ accepted: 2, duplicates: 0, errors: [] });
    expect(await skillsOf(t, parent, child.id)).toEqual(['Bedtime check', 'Counting carbs']);
    expect(await skillsOf(t, parent, child.id, 'zh')).toEqual(['睡前检测', '计算碳水']);
    const lastWeek = await t.call('ChildSkills.getChildLearnSkillsLastWeek', {}, parent.token, { 'accept-language': 'zh' });
    expect([...lastWeek.body.data].sort()).toEqual(['睡前检测', '计算碳水'].sort());
  });

  test('an event id sent twice in one batch, again in another batch, or 50 times at once counts once', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const event = {
      event_id: 'chat-1',
      child_id: child.id,
      type: 'interaction',
      kind: 'chat_message',
      count: 5,
      occurred_at: t.clock.now(),
    };
    expect((await game.post('/activity', { events: [event, event] })).body).toEqual({ accepted: 1, duplicates: 1, errors: [] });
    expect((await game.post('/activity', { events: [event] })).body).toEqual({ accepted: 0, duplicates: 1, errors: [] });
    const fresh = { ...event, event_id: 'chat-2' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => game.post('/activity', { events: [fresh] })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.body.accepted, 0)).toBe(1);
    expect(answers.reduce((sum, a) => sum + a.body.duplicates, 0)).toBe(49);
    expect((await interactionsOf(t, parent, child.id)).chat_messages).toBe(10);
  });

  test('the same event id from another key is another event', async ({ t, parent }) => {
    const [first, second] = [await gameClient(t), await gameClient(t)];
    const child = await gameChild(t, parent);
    const event = { event_id: 'e-1', child_id: child.id, type: 'interaction', kind: 'npc_chat', count: 1, occurred_at: t.clock.now() };
    expect((await first.post('/activity', { events: [event] })).body.accepted).toBe(1);
    expect((await second.post('/activity', { events: [event] })).body.accepted).toBe(1);
    expect((await interactionsOf(t, parent, child.id)).npc_chats).toBe(2);
  });

  test('a batch mixing valid events and events for unknown children accepts the valid ones', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const now = t.clock.now();
    const answer = await game.post('/activity', {
      events: [
        { event_id: 'a', child_id: 999_999, type: 'played', occurred_at: now },
        { event_id: 'b', child_id: child.id, type: 'interaction', kind: 'chat_message', count: 2, occurred_at: now },
        // A parent is no child: unknown to the game's events.
        { event_id: 'c', child_id: parent.userId, type: 'played', occurred_at: now },
        { event_id: 'd', child_id: child.id, type: 'skill_learned', skill: 'Bedtime check', occurred_at: now },
      ],
    });
    expect(answer.body).toEqual({
      accepted: 2,
      duplicates: 0,
      errors: [
        { index: 0, message: 'Unknown child', reason: 'unknown_child' },
        { index: 2, message: 'Unknown child', reason: 'unknown_child' },
      ],
    });
    expect((await storedEvents(t)).map((row) => row.event_id).sort()).toEqual(['b', 'd']);
  });

  test('a task completed in the game awards its coins once and is refused for another family', async ({ t, parent, stranger }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const [task] = await tasksOf(t, parent);
    const [strangersTask] = await tasksOf(t, stranger);
    const before = await totalCoins(t, parent);
    const now = t.clock.now();
    const done = {
      event_id: 'task-1',
      child_id: child.id,
      type: 'task_completed',
      task_instance_id: task.task_instance_id,
      occurred_at: now,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => game.post('/activity', { events: [done] })));
    expect(answers.reduce((sum, a) => sum + a.body.accepted, 0)).toBe(1);
    expect(await totalCoins(t, parent)).toBe(before + task.coin_amount);
    const again = { ...done, event_id: 'task-2' };
    expect((await game.post('/activity', { events: [again] })).body).toEqual({ accepted: 1, duplicates: 0, errors: [] });
    expect(await totalCoins(t, parent)).toBe(before + task.coin_amount);

    const foreign = { ...done, event_id: 'task-3', task_instance_id: strangersTask.task_instance_id };
    const missing = { ...done, event_id: 'task-4', task_instance_id: 999_999 };
    expect((await game.post('/activity', { events: [foreign, missing] })).body).toEqual({
      accepted: 0,
      duplicates: 0,
      errors: [
        { index: 0, message: 'Unknown task instance', reason: 'unknown_task_instance' },
        { index: 1, message: 'Unknown task instance', reason: 'unknown_task_instance' },
      ],
    });
    expect((await tasksOf(t, stranger)).find((x) => x.task_instance_id === strangersTask.task_instance_id).status).toBe(0);
  });

  test("a concern raises a red flag for the child's parents, in their language, once", async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const concern = {
      event_id: 'mod-1',
      child_id: child.id,
      type: 'concern',
      reason: 'Shared a phone number in chat',
      occurred_at: t.clock.now(),
    };
    expect((await game.post('/activity', { events: [concern, concern] })).body).toEqual({ accepted: 1, duplicates: 1, errors: [] });
    expect((await game.post('/activity', { events: [concern] })).body.duplicates).toBe(1);
    const flags = await flagsOf(t, parent);
    expect(flags.all_total).toBe(1);
    expect(flags.data[0]).toMatchObject({
      child_id: child.id,
      reason: `The game noticed something about ${child.realName}: Shared a phone number in chat`,
    });
    const zh = await flagsOf(t, parent, 'zh-CN');
    expect(zh.data[0].reason).toBe(`游戏注意到了 ${child.realName} 的一些情况：Shared a phone number in chat`);
    expect(zh.data[0].intervention).toMatch(/平静地问问孩子/);
    const notices = await t.call('ParentNotification.list', { messageType: 'red_flag' }, parent.token);
    expect(notices.status).toBe(200);
    expect(JSON.stringify(notices.body)).toContain('Shared a phone number');
  });

  test('a concern sent in Chinese too (reason_zh) reaches parents who read Chinese in Chinese, the list and the notification', async ({
    t,
    parent,
  }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const concern = {
      event_id: 'mod-zh',
      child_id: child.id,
      type: 'concern',
      reason: 'Shared a phone number',
      reason_zh: '在聊天中分享了电话号码',
    };
    expect((await game.post('/activity', { events: [{ ...concern, reason_zh: ' ', occurred_at: t.clock.now() }] })).status).toBe(400);
    expect((await game.post('/activity', { events: [{ ...concern, occurred_at: t.clock.now() }] })).body.accepted).toBe(1);
    expect((await flagsOf(t, parent)).data[0].reason).toBe(`The game noticed something about ${child.realName}: Shared a phone number`);
    expect((await flagsOf(t, parent, 'zh-CN')).data[0].reason).toBe(`游戏注意到了 ${child.realName} 的一些情况：在聊天中分享了电话号码`);
    const notices = await t.call('ParentNotification.list', { messageType: 'red_flag' }, parent.token, { 'accept-language': 'zh-CN' });
    expect(JSON.stringify(notices.body)).toContain('在聊天中分享了电话号码');
    expect(JSON.stringify(notices.body)).not.toContain('Shared a phone number');
  });

  test('a child no family has claimed yet may play; nobody is told of a concern', async ({ t }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, null);
    const now = t.clock.now();
    const answer = await game.post('/activity', {
      events: [
        { event_id: 'x-1', child_id: child.id, type: 'played', occurred_at: now },
        { event_id: 'x-2', child_id: child.id, type: 'concern', reason: 'Spam', occurred_at: now },
      ],
    });
    expect(answer.body).toEqual({ accepted: 2, duplicates: 0, errors: [] });
    expect(await t.database.db.selectFrom('red_flags').select('id').execute()).toEqual([]);
  });
});

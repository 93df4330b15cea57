import type { Kysely } from 'kysely';
import { describe, expect } from '../../test/fixture.js';
import { test } from '../../test/notifications.js';
import { swimBag, tasksOf } from '../../test/tasks.js';
import { notificationTitles } from './028_notification_titles.js';

describe('migration 028: coins notifications quote both names', () => {
  test('gives earlier coins notifications the Chinese name their award kept, and leaves the rest as they were', async ({ t, a, b }) => {
    const db = t.database.db;
    const read = (await tasksOf(t, b)).find((x) => x.name === 'Read: carb counting basics');
    await t.call('GmsInfluenceApi.completeTask', { task_instance_id: read.id, parent_code: b.pCode }, b.token);
    t.clock.advance(1);
    const goals = (await t.call('FamilyGoalsApi.list', {}, b.token)).body.data.list as { id: number; name: string }[];
    await t.call('FamilyGoalsApi.complete', { goal_id: goals.find((goal) => goal.name === 'A family walk after dinner')!.id }, b.token);
    t.clock.advance(1);
    const when = { start_time: t.clock.now() - 60, end_time: t.clock.now() + 86400 };
    const own = await t.call('GmsInfluenceApi.parentCreateTask', { ...swimBag, ...when }, b.token);
    await t.call('GmsInfluenceApi.completeTask', { task_instance_id: own.body.data.id, parent_code: b.pCode }, b.token);
    const coinNotices = () =>
      db.selectFrom('notifications').select(['text_key', 'params']).where('message_type', '=', 'coins').orderBy('id').execute();
    const written = await coinNotices();
    expect(written.map((row) => JSON.parse(row.params).title_zh)).toEqual(['阅读：碳水化合物计算入门', '晚饭后全家散步', undefined]);

    const migration = notificationTitles(t.database.engine);
    await migration.down!(db as Kysely<any>);
    // Before: one title, the English.
    expect((await coinNotices()).map((row) => Object.keys(JSON.parse(row.params)))).toEqual([
      ['actor', 'title', 'coins'],
      ['actor', 'title', 'coins'],
      ['actor', 'title', 'coins'],
    ]);
    await migration.up(db as Kysely<any>);

    // Exactly as they are written now: both names where the award had both, the parent's own task as it was.
    expect(await coinNotices()).toEqual(written);
    const zh = await t.call('ParentNotification.list', { messageType: 'coins' }, a.token, { 'accept-language': 'zh-CN' });
    expect(zh.body.data.data.map((n: { body: string }) => /“(.*)”/.exec(n.body)?.[1])).toEqual([
      'Pack the swim bag',
      '晚饭后全家散步',
      '阅读：碳水化合物计算入门',
    ]);
  });
});

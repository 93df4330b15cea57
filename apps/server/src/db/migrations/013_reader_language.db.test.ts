import type { Kysely } from 'kysely';
import { describe, expect, test } from '../../test/fixture.js';
import { swimBag, tasksOf } from '../../test/tasks.js';
import { readerLanguage } from './013_reader_language.js';

describe('migration 013: content in the reader’s language', () => {
  test('gives earlier task and goal awards the Chinese name of the task or goal their key names, when surely theirs', async ({
    t,
    parent,
    stranger,
  }) => {
    const db = t.database.db;
    const task = (await tasksOf(t, parent)).find((x) => x.name === 'Read: carb counting basics');
    await t.call('GmsInfluenceApi.completeTask', { task_instance_id: task.id, parent_code: parent.pCode }, parent.token);
    const goals = (await t.call('FamilyGoalsApi.list', {}, parent.token)).body.data.list as { id: number; name: string }[];
    const goalNamed = (name: string) => goals.find((goal) => goal.name === name)!;
    const [walk, water] = [goalNamed('A family walk after dinner'), goalNamed('Water instead of juice')];
    await t.call('FamilyGoalsApi.complete', { goal_id: walk.id }, parent.token);
    await t.call('FamilyGoalsApi.complete', { goal_id: water.id }, parent.token);
    const when = { start_time: t.clock.now() - 60, end_time: t.clock.now() + 86400 };
    const own = await t.call('GmsInfluenceApi.parentCreateTask', { ...swimBag, ...when }, parent.token);
    await t.call('GmsInfluenceApi.completeTask', { task_instance_id: own.body.data.id, parent_code: parent.pCode }, parent.token);
    await t.call('ParentCoinsHandler.award_community_entry_coin', {}, parent.token);
    // A key naming another family's award of the goal cannot be vouched for.
    await db
      .insertInto('coin_ledger')
      .values({
        family_id: parent.familyId,
        user_id: null,
        amount: 1,
        reason: 'goal',
        reason_key: `goal:${stranger.familyId}:${walk.id}:once`,
        title: walk.name,
        title_zh: null,
        created_at: t.clock.now(),
      })
      .execute();
    // Since awarded, the programme renamed this goal: its Chinese name may no longer be this award's.
    await db.updateTable('goals').set({ name: 'Water, not juice' }).where('id', '=', water.id).execute();

    const migration = readerLanguage(t.database.engine);
    await migration.down!(db as Kysely<any>);
    await migration.up(db as Kysely<any>);

    const rows = await db.selectFrom('coin_ledger').select(['reason', 'reason_key', 'title', 'title_zh']).orderBy('id').execute();
    expect(rows.map((row) => [row.reason, row.title, row.title_zh])).toEqual([
      ['task', 'Read: carb counting basics', '阅读：碳水化合物计算入门'],
      ['goal', 'A family walk after dinner', '晚饭后全家散步'],
      ['goal', 'Water instead of juice', null],
      ['task', 'Pack the swim bag', null],
      ['community', null, null],
      ['goal', 'A family walk after dinner', null],
    ]);
    const zh = await t.call('ParentCoinsHandler.get_family_coins_logs', {}, parent.token, { 'accept-language': 'zh-CN' });
    expect(zh.body.data.list.map((entry: { title: string | null }) => entry.title)).toContain('阅读：碳水化合物计算入门');
    // The other columns are back, empty until written.
    expect(await db.selectFrom('token_ledger').select('reason_zh').execute()).toEqual([]);
    expect(await db.selectFrom('child_skills').select('name_zh').execute()).toEqual([]);
  });
});

import { ensureInstances } from '../../economy/tasks.js';
import { describe, expect, test } from '../../test/fixture.js';
import { at, shanghaiFamily } from '../../test/shanghai.js';
import { tasksOf } from '../../test/tasks.js';
import { expectForeignLikeUnknown, expectInvalid } from '../../test/walls.js';

/** The programme's tasks as a parent sees them at first: [name, type, coins, category, daily?]. */
const programme = [
  ["Ask your child about today's game", '4', 5, '5', 1],
  ['Read: a plan for low blood sugar', '1', 20, '3', 0],
  ['Read: carb counting basics', '1', 20, '1', 0],
  ["Review today's glucose readings together", '4', 5, '3', 1],
  ['Share the care plan with school', '4', 25, '4', 0],
  ['Watch: welcome to T1D Family', '2', 15, '5', 0],
];

describe('GmsInfluenceApi.getParentTasks', () => {
  test('gives a new parent the six programme tasks, open: daily ones until local midnight, one-time ones with no end', async ({ t }) => {
    const { parent } = await shanghaiFamily(t);
    const answer = await t.call('GmsInfluenceApi.getParentTasks', { parent_code: parent.pCode }, parent.token);
    expect(answer.status).toBe(200);
    const list: any[] = answer.body.data.list;
    expect(
      [...list].sort((x, y) => x.name.localeCompare(y.name)).map((x) => [x.name, x.type, x.coin_amount, x.goal_category, x.loop_type]),
    ).toEqual(programme);
    // Midnight in Shanghai is 16:00 UTC.
    const endOfDay = at('2026-11-22T16:00:00Z');
    for (const task of list) {
      expect(task).toMatchObject({
        id: task.task_instance_id,
        status: 0,
        expired: false,
        complete: false,
        completed_at: null,
        family_task: false,
        start_time: null,
        end_time: null,
      });
      expect(task.expires_at).toBe(task.loop_type === 1 ? endOfDay : null);
    }
    expect(list.map((task) => task.id)).toEqual([...list.map((task) => task.id)].sort((x, y) => y - x));
  });

  test("creates each instance once, and only today's daily ones with only_today", async ({ t }) => {
    const { parent } = await shanghaiFamily(t);
    const first = await tasksOf(t, parent);
    expect(await tasksOf(t, parent)).toEqual(first);
    const rows = await t.database.db.selectFrom('task_instances').select(['parent_id', 'day']).orderBy('id').execute();
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.day === '2026-11-22')).toHaveLength(2);
    expect(rows.filter((row) => row.day === 'once')).toHaveLength(4);
    expect(rows.every((row) => row.parent_id === parent.userId)).toBe(true);
    const today = await tasksOf(t, parent, { only_today: true });
    expect(today.map((task) => task.name).sort()).toEqual([
      "Ask your child about today's game",
      "Review today's glucose readings together",
    ]);
  });

  test('answers in the reader language', async ({ t, parent }) => {
    const zh = await t.call('GmsInfluenceApi.getParentTasks', { parent_code: parent.pCode }, parent.token, { 'accept-language': 'zh-CN' });
    expect(zh.body.data.list.map((task: { name: string }) => task.name)).toContain('阅读：碳水化合物计算入门');
  });

  test("reads a co-parent's own tasks by the co-parent's code", async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    const theirs = await t.call('GmsInfluenceApi.getParentTasks', { parent_code: partner.pCode }, parent.token);
    expect(theirs.body.data.list).toHaveLength(6);
    const owners = await t.database.db.selectFrom('task_instances').select('parent_id').distinct().execute();
    expect(owners).toEqual([{ parent_id: partner.userId }]);
  });

  test("answers another family's parent code exactly like an unknown one, creating nothing", async ({ t, parent, stranger }) => {
    await expectForeignLikeUnknown(
      t,
      (code) => t.call('GmsInfluenceApi.getParentTasks', { parent_code: code as string }, parent.token),
      stranger.pCode,
      'P-UNKNOWN',
    );
  });

  test('refuses a missing or too long parent code and an only_today that is not a boolean, naming the field', async ({ t, parent }) => {
    await expectInvalid(t, () => t.call('GmsInfluenceApi.getParentTasks', { parent_code: '  ' }, parent.token), 'parent_code');
    await expectInvalid(t, () => t.call('GmsInfluenceApi.getParentTasks', { parent_code: 'P'.repeat(41) }, parent.token), 'parent_code');
    await expectInvalid(
      t,
      () => t.call('GmsInfluenceApi.getParentTasks', { parent_code: parent.pCode, only_today: 'yes' } as never, parent.token),
      'only_today',
    );
  });
});

describe('GmsInfluenceApi.getParentTasks is a read once the day’s instances exist', () => {
  test('the first call of the day writes the instances; the next ones only read', async ({ t }) => {
    const { parent } = await shanghaiFamily(t);
    const statements: string[] = [];
    const watched = t.database.db.withPlugin({
      transformQuery: ({ node }) => {
        statements.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const family = { familyId: parent.familyId, familyTimeZone: 'Asia/Shanghai' };
    await ensureInstances(watched, family, parent.userId, t.clock.now());
    expect(statements).toContain('InsertQueryNode');
    statements.length = 0;
    await ensureInstances(watched, family, parent.userId, t.clock.now());
    expect(statements).not.toContain('InsertQueryNode');
    // A new day brings new daily instances: written once more.
    t.clock.advance(24 * 3600);
    await ensureInstances(watched, family, parent.userId, t.clock.now());
    expect(statements).toContain('InsertQueryNode');
  });
});

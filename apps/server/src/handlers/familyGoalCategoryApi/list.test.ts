import { describe, expect, test } from '../../test/fixture.js';
import { expectInvalid } from '../../test/walls.js';

describe('FamilyGoalCategoryApi.list', () => {
  test('lists the five programme categories, all at the top level', async ({ t, parent }) => {
    const answer = await t.call('FamilyGoalCategoryApi.list', {}, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        list: [
          { id: '1', name: 'Healthy eating', icon: 'apple', pid: 0 },
          { id: '2', name: 'Active play', icon: 'run', pid: 0 },
          { id: '3', name: 'Glucose care', icon: 'drop', pid: 0 },
          { id: '4', name: 'Sleep and routine', icon: 'moon', pid: 0 },
          { id: '5', name: 'Learning and feelings', icon: 'book', pid: 0 },
        ],
      },
    });
  });

  test('speaks the reader language', async ({ t, parent }) => {
    const zh = await t.call('FamilyGoalCategoryApi.list', {}, parent.token, { 'accept-language': 'zh-CN' });
    expect(zh.body.data.list.map((c: { name: string }) => c.name)).toEqual(['健康饮食', '活力运动', '血糖管理', '作息规律', '学习与情绪']);
  });

  test('pages, and has no sub-categories under any parent category', async ({ t, parent }) => {
    const ids = async (input: Record<string, unknown>) =>
      (await t.call('FamilyGoalCategoryApi.list', input as never, parent.token)).body.data.list.map((c: { id: string }) => c.id);
    expect(await ids({ per_page: 2, page: 2 })).toEqual(['3', '4']);
    expect(await ids({ per_page: 2, page: 4 })).toEqual([]);
    expect(await ids({ pid: 0 })).toEqual(['1', '2', '3', '4', '5']);
    expect(await ids({ pid: 1 })).toEqual([]);
  });

  test('refuses paging out of range and a negative parent category, naming the field', async ({ t, parent }) => {
    await expectInvalid(t, () => t.call('FamilyGoalCategoryApi.list', { per_page: 0 }, parent.token), 'per_page');
    await expectInvalid(t, () => t.call('FamilyGoalCategoryApi.list', { per_page: 1000 }, parent.token), 'per_page');
    await expectInvalid(t, () => t.call('FamilyGoalCategoryApi.list', { page: 0 }, parent.token), 'page');
    await expectInvalid(t, () => t.call('FamilyGoalCategoryApi.list', { pid: -1 }, parent.token), 'pid');
  });
});

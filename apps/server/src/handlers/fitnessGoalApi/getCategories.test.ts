import { describe, expect, test } from '../../test/fixture.js';

describe('FitnessGoalApi.getCategories', () => {
  test('lists the three kinds of activity with icon and colour', async ({ t, parent }) => {
    const answer = await t.call('FitnessGoalApi.getCategories', {}, parent.token);
    expect(answer.status).toBe(200);
    const ids = answer.body.data.map((c: { id: number }) => c.id);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'success',
      data: [
        { id: ids[0], name: 'Walking', icon: 'walk', color: 'primary' },
        { id: ids[1], name: 'Cycling', icon: 'bike', color: 'warning' },
        { id: ids[2], name: 'Swimming', icon: 'swim', color: 'danger' },
      ],
    });
    expect(ids).toEqual([...ids].sort((x: number, y: number) => x - y));
  });

  test('speaks the reader language', async ({ t, parent }) => {
    const zh = await t.call('FitnessGoalApi.getCategories', {}, parent.token, { 'accept-language': 'zh-CN' });
    expect(zh.body.data.map((c: { name: string }) => c.name)).toEqual(['步行', '骑行', '游泳']);
  });
});

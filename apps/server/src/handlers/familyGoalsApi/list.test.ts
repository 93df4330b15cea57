import { describe, expect, test } from '../../test/fixture.js';
import { expectInvalid } from '../../test/walls.js';

/** The programme goals in id order: [name, category, daily?, coins]. */
const programme = [
  ['Vegetables at every meal', '1', 1, 10],
  ['Water instead of juice', '1', 1, 5],
  ['A family walk after dinner', '2', 1, 10],
  ['Try a new sport together', '2', 0, 30],
  ['Bedtime glucose check', '3', 1, 5],
  ['Practise a sensor change', '3', 0, 25],
  ['Same bedtime as yesterday', '4', 1, 5],
  ['Pack the hypo kit together', '4', 0, 20],
  ['Talk about feelings', '5', 1, 5],
  ['Teach a friend one T1D fact', '5', 0, 20],
];

describe('FamilyGoalsApi.list', () => {
  test('lists the ten programme goals in order, in progress, with their category icons', async ({ t, parent }) => {
    const answer = await t.call('FamilyGoalsApi.list', {}, parent.token);
    expect(answer.status).toBe(200);
    const list: any[] = answer.body.data.list;
    expect(list.map((g) => [g.name, g.category_id, g.loop_type, g.coin_amount])).toEqual(programme);
    expect(list[0]).toEqual({
      id: list[0].id,
      name: 'Vegetables at every meal',
      title: 'Vegetables at every meal',
      desc: 'Add something green to breakfast, lunch and dinner.',
      status: 0,
      loop_type: 1,
      category_id: '1',
      goal_category: '1',
      goal_type: '1',
      coin_amount: 10,
      icon: 'apple',
      completed_at: null,
    });
    expect(list.map((g) => g.id)).toEqual([...list.map((g) => g.id)].sort((x, y) => x - y));
  });

  test("shows the caller's family completions only, whoever of the family completed", async ({ t, parent, stranger }) => {
    const partner = await t.joinFamilyOf(parent);
    const [goal] = (await t.call('FamilyGoalsApi.list', {}, parent.token)).body.data.list;
    await t.call('FamilyGoalsApi.complete', { goal_id: goal.id }, partner.token);
    const ours = (await t.call('FamilyGoalsApi.list', {}, parent.token)).body.data.list;
    expect(ours[0]).toMatchObject({ id: goal.id, status: 1, completed_at: t.clock.now() });
    expect(ours.filter((g: { status: number }) => g.status === 1)).toHaveLength(1);
    const theirs = (await t.call('FamilyGoalsApi.list', {}, stranger.token)).body.data.list;
    expect(theirs.every((g: { status: number; completed_at: null }) => g.status === 0 && g.completed_at === null)).toBe(true);
  });

  test('pages and speaks the reader language', async ({ t, parent }) => {
    const page = await t.call('FamilyGoalsApi.list', { per_page: 3, page: 2 }, parent.token, { 'accept-language': 'zh-CN' });
    expect(page.body.data.list.map((g: { name: string }) => g.name)).toEqual(['一起尝试一项新运动', '睡前血糖检测', '练习更换传感器']);
  });

  test('refuses paging out of range, naming the field', async ({ t, parent }) => {
    await expectInvalid(t, () => t.call('FamilyGoalsApi.list', { page: 0 }, parent.token), 'page');
    await expectInvalid(t, () => t.call('FamilyGoalsApi.list', { per_page: 'all' } as never, parent.token), 'per_page');
  });
});

import { describe, expect, test } from '../../test/fixture.js';
import type { TestApp } from '../../test/testApp.js';
import { expectInvalid, notFound, unknownId } from '../../test/walls.js';

const goalNamed = async (t: TestApp, token: string, name: string) =>
  (await t.call('FamilyGoalsApi.list', {}, token)).body.data.list.find((g: { name: string }) => g.name === name);

describe('FamilyGoalsApi.get', () => {
  test('answers one goal with the family progress on it', async ({ t, parent }) => {
    const goal = await goalNamed(t, parent.token, 'Try a new sport together');
    const answer = await t.call('FamilyGoalsApi.get', { id: goal.id }, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        id: goal.id,
        name: 'Try a new sport together',
        title: 'Try a new sport together',
        desc: 'Swimming, cycling, badminton: pick one and plan for glucose before and after.',
        status: 0,
        loop_type: 0,
        category_id: '2',
        goal_category: '2',
        goal_type: '2',
        coin_amount: 30,
        icon: 'run',
        completed_at: null,
      },
    });
    t.clock.advance(60);
    await t.call('FamilyGoalsApi.complete', { goal_id: goal.id }, parent.token);
    expect((await t.call('FamilyGoalsApi.get', { id: goal.id }, parent.token)).body.data).toMatchObject({
      status: 1,
      completed_at: t.clock.now(),
    });
  });

  test("does not show another family's completion", async ({ t, parent, stranger }) => {
    const goal = await goalNamed(t, parent.token, 'Pack the hypo kit together');
    await t.call('FamilyGoalsApi.complete', { goal_id: goal.id }, stranger.token);
    expect((await t.call('FamilyGoalsApi.get', { id: goal.id }, stranger.token)).body.data.status).toBe(1);
    expect((await t.call('FamilyGoalsApi.get', { id: goal.id }, parent.token)).body.data).toMatchObject({ status: 0, completed_at: null });
  });

  test('speaks the reader language', async ({ t, parent }) => {
    const goal = await goalNamed(t, parent.token, 'Talk about feelings');
    const zh = await t.call('FamilyGoalsApi.get', { id: goal.id }, parent.token, { 'accept-language': 'zh' });
    expect(zh.body.data).toMatchObject({ name: '聊聊感受', title: '聊聊感受', desc: '问问今天和糖尿病相处的感受，然后认真倾听。' });
  });

  test('answers an unknown goal, or one the programme retired, Not found', async ({ t, parent }) => {
    const unknown = await t.call('FamilyGoalsApi.get', { id: unknownId }, parent.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(notFound);
    const goal = await goalNamed(t, parent.token, 'Water instead of juice');
    await t.database.db.updateTable('goals').set({ active: 0 }).where('id', '=', goal.id).execute();
    const retired = await t.call('FamilyGoalsApi.get', { id: goal.id }, parent.token);
    expect(retired.status).toBe(404);
    expect(retired.raw).toBe(unknown.raw);
  });

  test('refuses an id that is not a positive whole number, naming the field', async ({ t, parent }) => {
    await expectInvalid(t, () => t.call('FamilyGoalsApi.get', { id: 0 }, parent.token), 'id');
    await expectInvalid(t, () => t.call('FamilyGoalsApi.get', {} as never, parent.token), 'id');
  });
});

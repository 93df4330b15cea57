import { describe, expect, test } from '../../test/fixture.js';
import type { Parent, TestApp } from '../../test/testApp.js';
import { expectInvalid, unknownId } from '../../test/walls.js';

const kinds = async (t: TestApp, parent: Parent): Promise<{ id: number; name: string }[]> =>
  (await t.call('FitnessGoalApi.getCategories', {}, parent.token)).body.data;

describe('FitnessGoalApi.getUserGoals', () => {
  test("lists one kind's goals with their targets, not done today", async ({ t, parent }) => {
    const [walking, cycling] = await kinds(t, parent);
    const answer = await t.call('FitnessGoalApi.getUserGoals', { type: walking!.id }, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        id: expect.any(Number),
        type: walking!.id,
        name: 'Family steps',
        target: 8000,
        unit: 'steps',
        completed: false,
        completed_at: null,
      },
      {
        id: expect.any(Number),
        type: walking!.id,
        name: 'Walk outside',
        target: 30,
        unit: 'minutes',
        completed: false,
        completed_at: null,
      },
    ]);
    const rides = await t.call('FitnessGoalApi.getUserGoals', { type: cycling!.id }, parent.token, { 'accept-language': 'zh' });
    expect(rides.body.data).toEqual([
      { id: expect.any(Number), type: cycling!.id, name: '一起骑行', target: 5, unit: 'km', completed: false, completed_at: null },
    ]);
  });

  test("shows the caller's own completion of today, which the next family day clears", async ({ t, parent }) => {
    const [walking] = await kinds(t, parent);
    const [steps] = (await t.call('FitnessGoalApi.getUserGoals', { type: walking!.id }, parent.token)).body.data;
    await t.call('FitnessGoalApi.markGoalCompleted', { goal_id: steps.id }, parent.token);
    const doneAt = t.clock.now();
    const today = (await t.call('FitnessGoalApi.getUserGoals', { type: walking!.id }, parent.token)).body.data;
    expect(today.map((g: { completed: boolean; completed_at: number | null }) => [g.completed, g.completed_at])).toEqual([
      [true, doneAt],
      [false, null],
    ]);
    t.clock.advance(86400);
    const signin = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' });
    const tomorrow = (await t.call('FitnessGoalApi.getUserGoals', { type: walking!.id }, signin.body.data.token)).body.data;
    expect(tomorrow[0]).toMatchObject({ completed: false, completed_at: null });
  });

  test("does not show another parent's completions, of the family or not", async ({ t, parent, stranger }) => {
    const partner = await t.joinFamilyOf(parent);
    const [walking] = await kinds(t, parent);
    const [steps] = (await t.call('FitnessGoalApi.getUserGoals', { type: walking!.id }, parent.token)).body.data;
    await t.call('FitnessGoalApi.markGoalCompleted', { goal_id: steps.id }, parent.token);
    for (const other of [partner, stranger]) {
      expect((await t.call('FitnessGoalApi.getUserGoals', { type: walking!.id }, other.token)).body.data[0]).toMatchObject({
        id: steps.id,
        completed: false,
      });
    }
  });

  test('answers an unknown kind with no goals', async ({ t, parent }) => {
    expect((await t.call('FitnessGoalApi.getUserGoals', { type: unknownId }, parent.token)).body).toEqual({
      code: 200,
      msg: 'success',
      data: [],
    });
  });

  test('refuses a kind that is not a positive whole number, naming the field', async ({ t, parent }) => {
    await expectInvalid(t, () => t.call('FitnessGoalApi.getUserGoals', { type: 0 }, parent.token), 'type');
    await expectInvalid(t, () => t.call('FitnessGoalApi.getUserGoals', {} as never, parent.token), 'type');
  });
});

import { describe, expect, test } from '../../test/fixture.js';

describe('fitness goals', () => {
  test('lists kinds with name, icon and colour, and each kind its goals', async ({ t, parent }) => {
    const categories = (await t.call('FitnessGoalApi.getCategories', {}, parent.token)).body.data;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['Walking', 'Cycling', 'Swimming']);
    expect(categories[0]).toEqual({ id: expect.any(Number), name: 'Walking', icon: 'walk', color: 'primary' });
    const goals = (await t.call('FitnessGoalApi.getUserGoals', { type: categories[0].id }, parent.token)).body.data;
    expect(goals).toHaveLength(2);
    expect(goals[0]).toMatchObject({ type: categories[0].id, completed: false, completed_at: null });
  });

  test('marks a goal done for today only, per parent', async ({ t, parent }) => {
    const [walking] = (await t.call('FitnessGoalApi.getCategories', {}, parent.token)).body.data;
    const [goal] = (await t.call('FitnessGoalApi.getUserGoals', { type: walking.id }, parent.token)).body.data;
    const done = await t.call('FitnessGoalApi.markGoalCompleted', { goal_id: goal.id }, parent.token);
    expect(done.body.data).toMatchObject({ id: goal.id, completed: true, completed_at: t.clock.now() });
    const coParent = await t.joinFamilyOf(parent);
    const theirs = (await t.call('FitnessGoalApi.getUserGoals', { type: walking.id }, coParent.token)).body.data;
    expect(theirs[0].completed).toBe(false);
    expect((await t.call('FitnessGoalApi.markGoalCompleted', { goal_id: 99999 }, parent.token)).status).toBe(404);
  });
});

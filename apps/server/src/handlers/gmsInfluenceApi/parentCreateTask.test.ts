import { describe, expect, test } from '../../test/fixture.js';
import type { TestApp } from '../../test/testApp.js';

describe('GmsInfluenceApi.parentCreateTask', () => {
  const valid = (t: TestApp) => ({
    name: 'Pack the swim bag',
    desc: 'Snacks, meter, towel',
    content: '',
    type: '4' as const,
    start_time: t.clock.now() - 60,
    end_time: t.clock.now() + 7 * 86400,
    goal_category: '2' as const,
    loop_type: 0 as const,
    coin_amount: 15,
  });

  test('creates a family task that every parent of the family gets', async ({ t, parent, stranger }) => {
    const created = await t.call('GmsInfluenceApi.parentCreateTask', valid(t), parent.token);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Pack the swim bag', family_task: true, coin_amount: 15, status: 0 });
    const b = await t.joinFamilyOf(parent);
    const profile = await t.call('ParentAuthHandler.getUserProfile', {}, b.token);
    const list = await t.call('GmsInfluenceApi.getParentTasks', { parent_code: profile.body.data.p_code }, b.token);
    expect(list.body.data.list.map((x: { name: string }) => x.name)).toContain('Pack the swim bag');
    const strangerProfile = await t.call('ParentAuthHandler.getUserProfile', {}, stranger.token);
    const theirs = await t.call('GmsInfluenceApi.getParentTasks', { parent_code: strangerProfile.body.data.p_code }, stranger.token);
    expect(theirs.body.data.list.map((x: { name: string }) => x.name)).not.toContain('Pack the swim bag');
  });

  const refusals: [Record<string, unknown>, string, unknown][] = [
    [{ name: ' ' }, 'name', 'Task name is required'],
    [{ type: '1', content: '' }, 'content', 'A link is required for website and video tasks'],
    [{ type: '1', content: 'not a link' }, 'content', 'Please enter a valid link starting with https:// or http://'],
    [{ end_time: 1 }, 'end_time', 'End time must be after start time'],
    [{ goal_category: '' }, 'goal_category', 'Choose a category'],
    [{ coin_amount: 101 }, 'coin_amount', 'Coins must be a whole number from 0 to 100'],
    [{ coin_amount: 2.5 }, 'coin_amount', 'Coins must be a whole number from 0 to 100'],
    [{ type: '3' }, 'type', expect.any(String)],
  ];
  test.for(refusals)('refuses %j on %s, creating nothing', async ([change, field, message], { t, parent }) => {
    const before = await t.database.db.selectFrom('tasks').select('id').execute();
    const answer = await t.call('GmsInfluenceApi.parentCreateTask', { ...valid(t), ...change } as never, parent.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ field, message });
    expect(await t.database.db.selectFrom('tasks').select('id').execute()).toHaveLength(before.length);
  });
});

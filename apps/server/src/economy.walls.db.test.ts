import type { CommandInput, CommandName } from '@t1d/contract';
import { describe, expect, test as base } from './test/fixture.js';
import type { Parent, TestApp } from './test/testApp.js';

interface Owner {
  owner: Parent;
  ownerCode: string;
  strangerCode: string;
  instanceId: number;
  childId: number;
}

/** The fixture parent's family with a child and a started task, and the stranger's family code. */
const test = base.extend<{ w: Owner }>({
  w: async ({ t, parent: owner, stranger }, use) => {
    const ownerCode = owner.pCode;
    const strangerCode = stranger.pCode;
    const instanceId = (await t.call('GmsInfluenceApi.getParentTasks', { parent_code: ownerCode }, owner.token)).body.data.list[0].id;
    const childId = (await t.call('ParentInviteHandler.create_child', { child_name: 'Oli' }, owner.token)).body.data.user_id;
    await t.call('GmsInfluenceApi.startTask', { task_instance_id: instanceId, parent_code: ownerCode }, owner.token);
    await use({ owner, ownerCode, strangerCode, instanceId, childId });
  },
});

/** Tasks, children's activity and the ledgers of one family are invisible to every other family. */
describe('economy commands with another family objects', () => {
  const snapshot = async (t: TestApp) => ({
    instances: await t.database.db.selectFrom('task_instances').select(['id', 'status', 'completed_at']).orderBy('id').execute(),
    coins: await t.database.db.selectFrom('coin_ledger').select('id').execute(),
  });

  const cases: [string, CommandName, (w: Owner) => CommandInput<CommandName>][] = [
    ['the owner code', 'GmsInfluenceApi.getParentTasks', (w) => ({ parent_code: w.ownerCode })],
    ['the owner instance', 'GmsInfluenceApi.getTaskInfo', (w) => ({ task_instance_id: w.instanceId, parent_code: w.strangerCode })],
    ['the owner instance and code', 'GmsInfluenceApi.getTaskInfo', (w) => ({ task_instance_id: w.instanceId, parent_code: w.ownerCode })],
    ['the owner instance', 'GmsInfluenceApi.startTask', (w) => ({ task_instance_id: w.instanceId, parent_code: w.strangerCode })],
    ['the owner instance', 'GmsInfluenceApi.cancelTask', (w) => ({ task_instance_id: w.instanceId, parent_code: w.ownerCode })],
    ['the owner instance', 'GmsInfluenceApi.completeTask', (w) => ({ task_instance_id: w.instanceId, parent_code: w.strangerCode })],
    ['the owner child', 'FamilyStreak.getChildStreak', (w) => ({ year: 2026, month: 11, user_id: w.childId })],
    ['the owner child', 'ChildSkills.getChildSkillInfo', (w) => ({ child_id: w.childId })],
    ['the owner child', 'ParentInteractionsHandler.get_interactions', (w) => ({ child_id: w.childId })],
  ];

  test.for(cases)('with %s, %s answers 404 and changes nothing', async ([, cmd, input], { t, stranger, w }) => {
    const before = await snapshot(t);
    const answer = await t.call(cmd, input(w) as never, stranger.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, msg: 'Not found', reason: 'not_found' });
    expect(await snapshot(t)).toEqual(before);
  });

  test('the stranger sees no coins, tokens, streak days or interactions of the owner family', async ({
    t,
    stranger,
    w: { owner, instanceId, ownerCode },
  }) => {
    await t.call('GmsInfluenceApi.completeTask', { task_instance_id: instanceId, parent_code: ownerCode }, owner.token);
    const coins = await t.call('ParentCoinsHandler.get_family_coins_logs', {}, stranger.token);
    expect(coins.body.data).toMatchObject({ total_coins: 0, list: [], total: 0 });
    const interactions = await t.call('ParentInteractionsHandler.get_interactions', {}, stranger.token);
    expect(interactions.body.data.children).toEqual([]);
    expect((await t.call('FamilyStreak.getFamilyStreak', {}, stranger.token)).body.data.total_logins).toBe(1);
    expect((await t.call('ChildSkills.getChildLearnSkillsLastWeek', {}, stranger.token)).body.data).toEqual([]);
  });
});

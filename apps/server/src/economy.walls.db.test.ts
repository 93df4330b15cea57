import type { CommandInput, CommandName } from '@t1d/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Parent, type TestApp } from './test/testApp.js';

/** Tasks, children's activity and the ledgers of one family are invisible to every other family. */
describe('economy commands with another family objects', () => {
  let t: TestApp;
  let owner: Parent;
  let stranger: Parent;
  let ownerCode: string;
  let strangerCode: string;
  let instanceId: number;
  let childId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.newParent();
    stranger = await t.newParent();
    ownerCode = (await t.call('ParentAuthHandler.getUserProfile', {}, owner.token)).body.data.p_code;
    strangerCode = (await t.call('ParentAuthHandler.getUserProfile', {}, stranger.token)).body.data.p_code;
    instanceId = (await t.call('GmsInfluenceApi.getParentTasks', { parent_code: ownerCode }, owner.token)).body.data.list[0].id;
    childId = (await t.call('ParentInviteHandler.create_child', { child_name: 'Oli' }, owner.token)).body.data.user_id;
    await t.call('GmsInfluenceApi.startTask', { task_instance_id: instanceId, parent_code: ownerCode }, owner.token);
  });
  afterAll(() => t.close());

  const snapshot = async () => ({
    instances: await t.database.db.selectFrom('task_instances').select(['id', 'status', 'completed_at']).orderBy('id').execute(),
    coins: await t.database.db.selectFrom('coin_ledger').select('id').execute(),
  });

  const cases: [string, CommandName, () => CommandInput<CommandName>][] = [
    ['the owner code', 'GmsInfluenceApi.getParentTasks', () => ({ parent_code: ownerCode })],
    ['the owner instance', 'GmsInfluenceApi.getTaskInfo', () => ({ task_instance_id: instanceId, parent_code: strangerCode })],
    ['the owner instance and code', 'GmsInfluenceApi.getTaskInfo', () => ({ task_instance_id: instanceId, parent_code: ownerCode })],
    ['the owner instance', 'GmsInfluenceApi.startTask', () => ({ task_instance_id: instanceId, parent_code: strangerCode })],
    ['the owner instance', 'GmsInfluenceApi.cancelTask', () => ({ task_instance_id: instanceId, parent_code: ownerCode })],
    ['the owner instance', 'GmsInfluenceApi.completeTask', () => ({ task_instance_id: instanceId, parent_code: strangerCode })],
    ['the owner child', 'FamilyStreak.getChildStreak', () => ({ year: 2026, month: 11, user_id: childId })],
    ['the owner child', 'ChildSkills.getChildSkillInfo', () => ({ child_id: childId })],
    ['the owner child', 'ParentInteractionsHandler.get_interactions', () => ({ child_id: childId })],
  ];

  it.each(cases)('with %s, %s answers 404 and changes nothing', async (_what, cmd, input) => {
    const before = await snapshot();
    const answer = await t.call(cmd, input() as never, stranger.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, msg: 'Not found', reason: 'not_found' });
    expect(await snapshot()).toEqual(before);
  });

  it('the stranger sees no coins, tokens, streak days or interactions of the owner family', async () => {
    await t.call('GmsInfluenceApi.completeTask', { task_instance_id: instanceId, parent_code: ownerCode }, owner.token);
    const coins = await t.call('ParentCoinsHandler.get_family_coins_logs', {}, stranger.token);
    expect(coins.body.data).toMatchObject({ total_coins: 0, list: [], total: 0 });
    const interactions = await t.call('ParentInteractionsHandler.get_interactions', {}, stranger.token);
    expect(interactions.body.data.children).toEqual([]);
    expect((await t.call('FamilyStreak.getFamilyStreak', {}, stranger.token)).body.data.total_logins).toBe(1);
    expect((await t.call('ChildSkills.getChildLearnSkillsLastWeek', {}, stranger.token)).body.data).toEqual([]);
  });
});

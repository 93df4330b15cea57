import { describe, expect, test } from '../../test/fixture.js';
import { totalCoins } from '../../test/coins.js';
import { shanghaiFamily } from '../../test/shanghai.js';
import { storedInstance, taskNamed, tasksOf } from '../../test/tasks.js';
import { expectForeignLikeUnknown, expectInvalid } from '../../test/walls.js';

describe('GmsInfluenceApi.cancelTask', () => {
  test('moves a started instance back to open, forgetting when it started', async ({ t }) => {
    const { parent } = await shanghaiFamily(t);
    const task = await taskNamed(t, parent, 'Share the care plan with school');
    const ids = { task_instance_id: task.id, parent_code: parent.pCode };
    await t.call('GmsInfluenceApi.startTask', ids, parent.token);
    t.clock.advance(60);
    const answer = await t.call('GmsInfluenceApi.cancelTask', ids, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: task });
    expect(await storedInstance(t, task.id)).toEqual({ parent_id: parent.userId, status: 0, started_at: null, completed_at: null });
  });

  test('leaves an open instance open and a done one done, with its coins', async ({ t }) => {
    const { parent } = await shanghaiFamily(t);
    const [open, done] = await tasksOf(t, parent);
    const ids = (task: { id: number }) => ({ task_instance_id: task.id, parent_code: parent.pCode });
    expect((await t.call('GmsInfluenceApi.cancelTask', ids(open), parent.token)).body.data.status).toBe(0);
    expect(await storedInstance(t, open.id)).toEqual({ parent_id: parent.userId, status: 0, started_at: null, completed_at: null });

    await t.call('GmsInfluenceApi.completeTask', ids(done), parent.token);
    const coins = await totalCoins(t, parent);
    const answer = await t.call('GmsInfluenceApi.cancelTask', ids(done), parent.token);
    expect(answer.body.data).toMatchObject({ status: 2, complete: true, completed_at: t.clock.now() });
    expect(await storedInstance(t, done.id)).toMatchObject({ status: 2, completed_at: t.clock.now() });
    expect(await totalCoins(t, parent)).toBe(coins);
  });

  test("answers another family's instance exactly like an unknown one, changing nothing", async ({ t, parent, stranger }) => {
    const [theirs] = await tasksOf(t, stranger);
    await t.call('GmsInfluenceApi.startTask', { task_instance_id: theirs.id, parent_code: stranger.pCode }, stranger.token);
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('GmsInfluenceApi.cancelTask', { task_instance_id: id as number, parent_code: parent.pCode }, parent.token),
      theirs.id,
    );
    await expectForeignLikeUnknown(
      t,
      (code) => t.call('GmsInfluenceApi.cancelTask', { task_instance_id: theirs.id, parent_code: code as string }, parent.token),
      stranger.pCode,
      'P-UNKNOWN',
    );
    expect((await storedInstance(t, theirs.id)).status).toBe(1);
  });

  test('refuses an instance id that is not a positive whole number and a missing parent code, naming the field', async ({ t, parent }) => {
    const [task] = await tasksOf(t, parent);
    await expectInvalid(
      t,
      () => t.call('GmsInfluenceApi.cancelTask', { task_instance_id: 1.5, parent_code: parent.pCode }, parent.token),
      'task_instance_id',
    );
    await expectInvalid(t, () => t.call('GmsInfluenceApi.cancelTask', { task_instance_id: task.id } as never, parent.token), 'parent_code');
  });
});

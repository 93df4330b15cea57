import { describe, expect, test } from '../../test/fixture.js';
import { at, shanghaiFamily } from '../../test/shanghai.js';
import { taskNamed, tasksOf } from '../../test/tasks.js';
import { expectForeignLikeUnknown, expectInvalid } from '../../test/walls.js';

describe('GmsInfluenceApi.getTaskInfo', () => {
  test('answers one instance as the list shows it', async ({ t }) => {
    const { parent } = await shanghaiFamily(t);
    const task = await taskNamed(t, parent, "Review today's glucose readings together");
    const answer = await t.call('GmsInfluenceApi.getTaskInfo', { task_instance_id: task.id, parent_code: parent.pCode }, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        id: task.id,
        task_instance_id: task.id,
        task_id: task.task_id,
        name: "Review today's glucose readings together",
        desc: "Look at the day's readings with your child and name one thing that went well.",
        type: '4',
        content: '',
        status: 0,
        coin_amount: 5,
        goal_category: '3',
        loop_type: 1,
        start_time: null,
        end_time: null,
        expires_at: at('2026-11-22T16:00:00Z'),
        expired: false,
        complete: false,
        completed_at: null,
        family_task: false,
      },
    });
  });

  test('follows the instance: started, then expired at local midnight, in the reader language', async ({ t }) => {
    const { parent } = await shanghaiFamily(t);
    const task = await taskNamed(t, parent, "Ask your child about today's game");
    const ids = { task_instance_id: task.id, parent_code: parent.pCode };
    await t.call('GmsInfluenceApi.startTask', ids, parent.token);
    expect((await t.call('GmsInfluenceApi.getTaskInfo', ids, parent.token)).body.data).toMatchObject({ status: 1, expired: false });
    t.clock.advance(at('2026-11-22T16:00:00Z') - t.clock.now());
    const zh = await t.call('GmsInfluenceApi.getTaskInfo', ids, parent.token, { 'accept-language': 'zh' });
    expect(zh.body.data).toMatchObject({ name: '问问孩子今天玩了什么', status: 1, expired: true });
  });

  test("answers a co-parent's instance with the caller's own code like an unknown one", async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    const [theirs] = await tasksOf(t, partner);
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('GmsInfluenceApi.getTaskInfo', { task_instance_id: id as number, parent_code: parent.pCode }, parent.token),
      theirs.id,
    );
  });

  test("answers another family's instance exactly like an unknown one", async ({ t, parent, stranger }) => {
    await tasksOf(t, parent);
    const [theirs] = await tasksOf(t, stranger);
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('GmsInfluenceApi.getTaskInfo', { task_instance_id: id as number, parent_code: parent.pCode }, parent.token),
      theirs.id,
    );
    await expectForeignLikeUnknown(
      t,
      (code) => t.call('GmsInfluenceApi.getTaskInfo', { task_instance_id: theirs.id, parent_code: code as string }, parent.token),
      stranger.pCode,
      'P-UNKNOWN',
    );
  });

  test('refuses an instance id that is not a positive whole number and a missing parent code, naming the field', async ({ t, parent }) => {
    await expectInvalid(
      t,
      () => t.call('GmsInfluenceApi.getTaskInfo', { task_instance_id: 0, parent_code: parent.pCode }, parent.token),
      'task_instance_id',
    );
    await expectInvalid(t, () => t.call('GmsInfluenceApi.getTaskInfo', { task_instance_id: 1 } as never, parent.token), 'parent_code');
  });
});

import { describe, expect, test } from '../../test/fixture.js';
import { at, shanghaiFamily } from '../../test/shanghai.js';
import { storedInstance, taskNamed, tasksOf } from '../../test/tasks.js';
import { expectForeignLikeUnknown, expectInvalid, snapshot } from '../../test/walls.js';

describe('GmsInfluenceApi.startTask', () => {
  test('moves an open instance to started, stamped now', async ({ t }) => {
    const { parent } = await shanghaiFamily(t);
    const task = await taskNamed(t, parent, 'Read: carb counting basics');
    t.clock.advance(60);
    const answer = await t.call('GmsInfluenceApi.startTask', { task_instance_id: task.id, parent_code: parent.pCode }, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { ...task, status: 1 } });
    expect(await storedInstance(t, task.id)).toEqual({
      parent_id: parent.userId,
      status: 1,
      started_at: t.clock.now(),
      completed_at: null,
    });
  });

  test('changes nothing when the instance is already started or done', async ({ t }) => {
    const { parent } = await shanghaiFamily(t);
    const [first, second] = await tasksOf(t, parent);
    const ids = (task: { id: number }) => ({ task_instance_id: task.id, parent_code: parent.pCode });
    await t.call('GmsInfluenceApi.startTask', ids(first), parent.token);
    const startedAt = t.clock.now();
    t.clock.advance(60);
    expect((await t.call('GmsInfluenceApi.startTask', ids(first), parent.token)).body.data.status).toBe(1);
    expect(await storedInstance(t, first.id)).toMatchObject({ status: 1, started_at: startedAt });

    await t.call('GmsInfluenceApi.completeTask', ids(second), parent.token);
    const done = await t.call('GmsInfluenceApi.startTask', ids(second), parent.token);
    expect(done.body.data).toMatchObject({ status: 2, complete: true, completed_at: t.clock.now() });
    expect(await storedInstance(t, second.id)).toEqual({
      parent_id: parent.userId,
      status: 2,
      started_at: null,
      completed_at: t.clock.now(),
    });
  });

  test('refuses an expired instance with 409, changing nothing', async ({ t }) => {
    const { parent } = await shanghaiFamily(t);
    const daily = await taskNamed(t, parent, "Ask your child about today's game");
    t.clock.advance(at('2026-11-22T16:00:00Z') - t.clock.now());
    const before = await snapshot(t);
    const answer = await t.call('GmsInfluenceApi.startTask', { task_instance_id: daily.id, parent_code: parent.pCode }, parent.token);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, msg: 'This task has expired', reason: 'task_expired' });
    expect(await snapshot(t)).toEqual(before);
  });

  test("answers another family's instance exactly like an unknown one, starting nothing", async ({ t, parent, stranger }) => {
    const [theirs] = await tasksOf(t, stranger);
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('GmsInfluenceApi.startTask', { task_instance_id: id as number, parent_code: parent.pCode }, parent.token),
      theirs.id,
    );
    await expectForeignLikeUnknown(
      t,
      (code) => t.call('GmsInfluenceApi.startTask', { task_instance_id: theirs.id, parent_code: code as string }, parent.token),
      stranger.pCode,
      'P-UNKNOWN',
    );
  });

  test('refuses an instance id that is not a positive whole number and a missing parent code, naming the field', async ({ t, parent }) => {
    const [task] = await tasksOf(t, parent);
    await expectInvalid(
      t,
      () => t.call('GmsInfluenceApi.startTask', { task_instance_id: -1, parent_code: parent.pCode }, parent.token),
      'task_instance_id',
    );
    await expectInvalid(
      t,
      () => t.call('GmsInfluenceApi.startTask', { task_instance_id: task.id, parent_code: '' }, parent.token),
      'parent_code',
    );
  });
});

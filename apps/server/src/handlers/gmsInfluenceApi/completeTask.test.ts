import { describe, expect, test as base } from '../../test/fixture.js';
import { uniqueEmail, type Parent } from '../../test/testApp.js';

/** 10:00 in Shanghai (the family's day runs until 16:00 UTC), a parent there and its task helpers. */
const test = base.extend<{ shanghai: { parent: Parent; tasks: () => Promise<any[]>; coins: () => Promise<number> } }>({
  shanghai: async ({ t }, use) => {
    t.clock.advance(Math.ceil(t.clock.now() / 86400) * 86400 + 2 * 3600 - t.clock.now());
    const signup = await t.call('ParentAuthHandler.signup', {
      email: uniqueEmail('tasks'),
      password: 'secret12',
      time_zone: 'Asia/Shanghai',
    });
    const parent = {
      ...signup.body.data,
      userId: signup.body.data.user_id,
      familyId: signup.body.data.family_id,
      pCode: signup.body.data.p_code,
      cookie: '',
      email: signup.body.data.email,
    };
    await use({
      parent,
      tasks: async () =>
        (await t.call('GmsInfluenceApi.getParentTasks', { parent_code: parent.pCode }, parent.token)).body.data.list as any[],
      coins: async () => (await t.call('ParentCoinsHandler.get_family_coins_logs', {}, parent.token)).body.data.total_coins as number,
    });
  },
});

describe('task instances: life, coins once, expiry and the daily reset', () => {
  test('gives each parent the programme tasks: daily ones for today, one-time ones once', async ({ shanghai: { tasks } }) => {
    const list = await tasks();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.every((task) => task.status === 0 && !task.expired && task.id === task.task_instance_id)).toBe(true);
    expect(list.map((task) => task.type)).toEqual(expect.arrayContaining(['1', '2', '4']));
    expect(await tasks()).toEqual(list);
  });

  test('goes open → started → open → done, and completing awards the coins once', async ({ t, shanghai: { parent, tasks, coins } }) => {
    const task = (await tasks()).find((x) => x.type === '1');
    const ids = { task_instance_id: task.id, parent_code: parent.pCode };
    expect((await t.call('GmsInfluenceApi.startTask', ids, parent.token)).body.data.status).toBe(1);
    expect((await t.call('GmsInfluenceApi.cancelTask', ids, parent.token)).body.data.status).toBe(0);
    const before = await coins();
    const done = await t.call('GmsInfluenceApi.completeTask', ids, parent.token);
    expect(done.body.data).toMatchObject({ status: 2, complete: true, coins_awarded: task.coin_amount, completed_at: t.clock.now() });
    expect(await coins()).toBe(before + task.coin_amount);
    const again = await t.call('GmsInfluenceApi.completeTask', ids, parent.token);
    expect(again.body.data.coins_awarded).toBe(0);
    expect((await t.call('GmsInfluenceApi.cancelTask', ids, parent.token)).body.data.status).toBe(2);
    expect(await coins()).toBe(before + task.coin_amount);
  });

  test('writes exactly one ledger row for 50 simultaneous identical completions, without a 5xx', async ({
    t,
    shanghai: { parent, tasks, coins },
  }) => {
    const task = (await tasks()).find((x) => x.type === '2' && x.status === 0);
    const before = await coins();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('GmsInfluenceApi.completeTask', { task_instance_id: task.id, parent_code: parent.pCode }, parent.token),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data.coins_awarded > 0)).toHaveLength(1);
    const rows = await t.database.db.selectFrom('coin_ledger').select('id').where('reason_key', '=', `task:${task.id}`).execute();
    expect(rows).toHaveLength(1);
    expect(await coins()).toBe(before + task.coin_amount);
  });

  test('expires a daily instance at local midnight; the next day brings a fresh one', async ({ t, shanghai: { parent, tasks } }) => {
    for (const oneTime of (await tasks()).filter((x) => x.loop_type === 0).slice(0, 2)) {
      await t.call('GmsInfluenceApi.completeTask', { task_instance_id: oneTime.id, parent_code: parent.pCode }, parent.token);
    }
    const daily = (await tasks()).find((x) => x.loop_type === 1 && x.status === 0);
    const ids = { task_instance_id: daily.id, parent_code: parent.pCode };
    await t.call('GmsInfluenceApi.startTask', ids, parent.token);
    t.clock.advance(daily.expires_at - t.clock.now() - 1);
    expect((await t.call('GmsInfluenceApi.getTaskInfo', ids, parent.token)).body.data.expired).toBe(false);
    t.clock.advance(1);
    const info = await t.call('GmsInfluenceApi.getTaskInfo', ids, parent.token);
    expect(info.body.data).toMatchObject({ expired: true, status: 1 });
    const refused = await t.call('GmsInfluenceApi.completeTask', ids, parent.token);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This task has expired');

    // The session is a day old now; a new sign-in sees the new day.
    const signin = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' });
    parent.token = signin.body.data.token;
    const next = (await tasks()).find((x) => x.task_id === daily.task_id);
    expect(next.id).not.toBe(daily.id);
    expect(next).toMatchObject({ status: 0, expired: false });
    // One-time tasks done yesterday stay done.
    expect((await tasks()).filter((x) => x.loop_type === 0 && x.status === 2).length).toBeGreaterThanOrEqual(2);
  });
});

import { describe, expect, test as base } from '../../test/fixture.js';
import { uniqueEmail, type Parent, type TestApp } from '../../test/testApp.js';

/** 10:00 in Shanghai (the family's day runs until 16:00 UTC), a parent there and its task helpers. */
const test = base.extend<{ shanghai: { parent: Parent; tasks: () => Promise<any[]>; coins: () => Promise<number> } }>({
  shanghai: async ({ t }, use) => {
    // The next 02:00 UTC, less than a day ahead whatever the hour the suite runs: a session a test opened
    // before (the operator's, valid 24 hours) is still open there.
    const now = t.clock.now();
    t.clock.advance(Math.floor((now - 2 * 3600 - 1) / 86400) * 86400 + 86400 + 2 * 3600 - now);
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

describe('what parent-made tasks pay: at most the daily cap of a family', () => {
  /** Creates `coins`-coin family tasks as the parent and answers their instances' ids. */
  const familyTasks = async (t: TestApp, parent: Parent, coins: number[]) => {
    const ids: number[] = [];
    for (const [i, coin_amount] of coins.entries()) {
      const created = await t.call(
        'GmsInfluenceApi.parentCreateTask',
        {
          name: `Chore ${i}`,
          type: '4',
          start_time: t.clock.now() - 60,
          end_time: t.clock.now() + 7 * 86400,
          goal_category: '1',
          loop_type: 0,
          coin_amount,
        },
        parent.token,
      );
      ids.push(created.body.data.id);
    }
    return ids;
  };
  const complete = (t: TestApp, parent: Parent, id: number) =>
    t.call('GmsInfluenceApi.completeTask', { task_instance_id: id, parent_code: parent.pCode }, parent.token);

  test('pays up to 200 coins a day, then completes tasks paying only what is left, and says so', async ({
    t,
    shanghai: { parent, tasks, coins },
  }) => {
    const before = await coins();
    const ids = await familyTasks(t, parent, [100, 70, 100, 100]);
    const paid = [];
    for (const id of ids) paid.push((await complete(t, parent, id)).body.data);
    expect(paid.map(({ status, coins_awarded, coins_held_back }) => ({ status, coins_awarded, coins_held_back }))).toEqual([
      { status: 2, coins_awarded: 100, coins_held_back: 0 },
      { status: 2, coins_awarded: 70, coins_held_back: 0 },
      { status: 2, coins_awarded: 30, coins_held_back: 70 },
      { status: 2, coins_awarded: 0, coins_held_back: 100 },
    ]);
    expect(await coins()).toBe(before + 200);

    // The programme's own tasks are not counted against it.
    const programme = (await tasks()).find((x) => !x.family_task && x.status === 0 && x.coin_amount > 0);
    expect((await complete(t, parent, programme.id)).body.data).toMatchObject({ coins_awarded: programme.coin_amount, coins_held_back: 0 });

    // The family's next day pays again (the session is a day old: sign in again).
    t.clock.advance(24 * 3600);
    parent.token = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' })).body.data.token;
    const [tomorrow] = await familyTasks(t, parent, [100]);
    expect((await complete(t, parent, tomorrow!)).body.data).toMatchObject({ coins_awarded: 100, coins_held_back: 0 });
  });

  test('is an economy setting an operator changes', async ({ t, operator, shanghai: { parent } }) => {
    const saved = await t.call('OperatorEconomyHandler.saveSettings', { parent_task_coins_per_day: 50 }, operator.token);
    expect(saved.body.data.parent_task_coins_per_day).toBe(50);
    const [first, second] = await familyTasks(t, parent, [40, 40]);
    expect((await complete(t, parent, first!)).body.data).toMatchObject({ coins_awarded: 40, coins_held_back: 0 });
    expect((await complete(t, parent, second!)).body.data).toMatchObject({ coins_awarded: 10, coins_held_back: 30 });
  });

  test('of 50 simultaneous completions worth 100 each, pays 200 in all and completes every one', async ({
    t,
    shanghai: { parent, tasks, coins },
  }) => {
    const ids = await familyTasks(
      t,
      parent,
      Array.from({ length: 50 }, () => 100),
    );
    const before = await coins();
    const answers = await Promise.all(ids.map((id) => complete(t, parent, id)));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    expect(answers.reduce((sum, a) => sum + a.body.data.coins_awarded, 0)).toBe(200);
    expect(answers.reduce((sum, a) => sum + a.body.data.coins_held_back, 0)).toBe(50 * 100 - 200);
    expect(await coins()).toBe(before + 200);
    const done = (await tasks()).filter((x) => ids.includes(x.id));
    expect(done.every((x) => x.status === 2)).toBe(true);
  });
});

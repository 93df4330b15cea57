import { describe, expect, test } from '../test/fixture.js';
import type { TestApp } from '../test/testApp.js';
import { demoAccounts } from './demoFamily.js';
import { simulatedConcern, simulatedHeroicAct, simulatedSkills } from './simulate/plan.js';
import { runSimulation, type SimulateOptions } from './simulate/run.js';

async function simulate(t: TestApp, options: Partial<SimulateOptions>) {
  let out = '';
  let err = '';
  const code = await runSimulation(
    t.database.db,
    t.config,
    { children: 4, days: 10, allowRealFamilies: false, seed: 7, ...options },
    { out: (text) => (out += text), err: (text) => (err += text) },
    t.clock.now(),
  );
  return { code, out, err };
}

describe('npm run simulate', () => {
  test("plays the demo family's and simulated children through the game API, and the parent's dashboard shows it", async ({ t }) => {
    const { code, out } = await simulate(t, { children: 4, days: 10 });
    expect(code).toBe(0);
    expect(out).toContain('Signed in 4 children through the game API: Mei, Jun, Sim kid 3, Sim kid 4');
    expect(out).toMatch(/Day 10\/10 \(\d{4}-\d\d-\d\d\): \d of 4 children played; \d+ events accepted, 0 duplicates, 0 refused/);
    const url = /^(http:\/\/localhost:3000\/\?token=\S+)$/m.exec(out)?.[1];
    expect(url).toBeDefined();

    const { parent } = demoAccounts();
    const signin = await t.call('ParentAuthHandler.signin', { email: parent.email, password: parent.password });
    const token = signin.body.data.token;
    const mei = (await t.call('ParentFamilyHandler.get_members', { filter_role: 'child' }, token)).body.data.members[0];
    const skills = await t.call('ChildSkills.getChildSkillInfo', { child_id: mei.user_id }, token);
    expect(skills.body.data.skills.map((s: any) => s.name)).toContain(simulatedSkills[0]![0]);
    const skillsZh = await t.call('ChildSkills.getChildSkillInfo', { child_id: mei.user_id }, token, { 'accept-language': 'zh-CN' });
    expect(skillsZh.body.data.skills.map((s: any) => s.name)).toContain(simulatedSkills[0]![1]);
    // Among the family's unread flags, newest first: which rule's flag is the newest depends on the time
    // of day the test runs, since the family's days are Asia/Shanghai's (it failed after 16:00 UTC).
    const flags = await t.call(
      'RedFlagIntervention.getInterventionsForParentAndChildren',
      { page: 1, per_page: 20, unread_only: true },
      token,
    );
    expect(flags.body.data.map((flag: { reason: string }) => flag.reason)).toContain(
      `The game noticed something about Mei: ${simulatedConcern}`,
    );
    // Mei's heroic act earned the family its tokens, in the parent's language.
    const balance = await t.call('ParentTokensHandler.get_balance', { show_token_history: true }, token, { 'accept-language': 'zh-CN' });
    expect(balance.body.data.history[0]).toMatchObject({ amount: simulatedHeroicAct.tokens, reason: simulatedHeroicAct.reason_zh });
    // The parent login link it prints signs the demo parent in.
    const link = await t.call('ParentAuthHandler.redeemLoginToken', { token: new URL(url!).searchParams.get('token')! });
    expect(link.body.data.email).toBe(parent.email);
    // Its key is revoked when it is done.
    const keys = await t.database.db.selectFrom('game_api_keys').select(['name', 'revoked_at']).execute();
    expect(keys).toEqual([{ name: expect.stringMatching(/^simulator-/), revoked_at: t.clock.now() }]);
  });

  test('a second run plays the same children again, and creates no new ones', async ({ t }) => {
    await simulate(t, { children: 3, days: 2 });
    const before = await t.database.db.selectFrom('users').select('id').execute();
    const again = await simulate(t, { children: 3, days: 2 });
    expect(again.code).toBe(0);
    expect(await t.database.db.selectFrom('users').select('id').execute()).toEqual(before);
  });

  test('refuses to add simulated families to a database with real ones, unless told', async ({ t, parent }) => {
    expect(parent.email).not.toContain('t1dfamily.example');
    const refused = await simulate(t, { children: 3, days: 2 });
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('This database already holds real families');
    expect(await t.database.db.selectFrom('users').select('id').where('login_name', 'like', 'sim-kid-%').execute()).toEqual([]);
    expect((await simulate(t, { children: 3, days: 2, allowRealFamilies: true })).code).toBe(0);
  });

  test('against a running server, days are real: at most 30', async ({ t }) => {
    const { code, err } = await simulate(t, { url: 'http://localhost:3000', key: 'gk_x', days: 31 });
    expect(code).toBe(2);
    expect(err).toContain('at most 30 days old');
  });
});

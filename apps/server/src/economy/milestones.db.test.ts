import { describe, expect } from '../test/fixture.js';
import { tokenBalanceOf as balanceOf, tokenLedgerOf as ledgerOf, tokenNoticesOf as noticesOf } from '../test/heroic.js';
import type { Parent, TestApp } from '../test/testApp.js';
import { test } from '../test/workflow.js';

/**
 * The programme's milestones (ADR 0033): granted in the transaction of the event that reaches them,
 * once per family, only while an operator has them on, and told to the family's parents.
 */
const turnOn = (t: TestApp, operator: Parent, milestone: string, tokens: number) =>
  t.call('OperatorEconomyHandler.saveMilestone', { milestone, tokens, enabled: true } as never, operator.token);

const goalIds = async (t: TestApp, parent: Parent): Promise<number[]> =>
  (await t.call('FamilyGoalsApi.list', {}, parent.token)).body.data.list.map((goal: { id: number }) => goal.id);

describe('milestone grants', () => {
  test('the care plan completed: granted once under 50 concurrent confirmations, and told in both languages', async ({
    t,
    operator,
    stranger,
    wf,
  }) => {
    await turnOn(t, operator, 'consultation_completed', 50);
    const family = await wf.familyAt('ready_for_backpack_confirmation');
    const coParent = await t.joinFamilyOf(family);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('DiabetsApprovalForm.confirmBackpackReceived', {}, family.token)),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.data.current_stage === 'completed')).toBe(true);
    expect(await ledgerOf(t, family.familyId)).toEqual([
      {
        amount: 50,
        reason: 'Care plan completed',
        reason_zh: '完成护理计划',
        reason_key: `milestone:${family.familyId}:consultation_completed`,
      },
    ]);
    expect((await balanceOf(t, family)).ways_to_earn.milestones).toEqual([
      { milestone: 'consultation_completed', tokens: 50, earned: true },
    ]);
    expect((await balanceOf(t, family, 'zh-CN')).history[0].reason).toBe('完成护理计划');
    for (const parent of [family, coParent]) {
      const [notice, ...more] = await noticesOf(t, parent);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        title: 'A programme milestone reached',
        body: 'Your family reached “Care plan completed”. The programme recognises it with 50 heroic tokens.',
        message_type: 'tokens',
      });
    }
    expect((await noticesOf(t, coParent, 'zh-CN'))[0]).toMatchObject({
      title: '达成项目里程碑',
      body: '您的家庭达成了“完成护理计划”，项目为此授予 50 枚英雄代币。',
    });
    // Another family sees none of it, and its own care plan is its own.
    expect((await balanceOf(t, stranger)).total_tokens).toBe(0);
    expect(await noticesOf(t, stranger)).toEqual([]);
    expect(JSON.stringify(await balanceOf(t, stranger))).not.toContain('Care plan completed');
  });

  test('a milestone that is off grants nothing, and its care plan completed before it was on is not granted after', async ({
    t,
    operator,
    wf,
  }) => {
    const family = await wf.familyAt('ready_for_backpack_confirmation');
    expect((await wf.take('confirm_backpack', family)).body.data.current_stage).toBe('completed');
    await turnOn(t, operator, 'consultation_completed', 50);
    expect((await wf.take('confirm_backpack', family)).body.data.current_stage).toBe('completed');
    expect(await ledgerOf(t, family.familyId)).toEqual([]);
    expect(await noticesOf(t, family)).toEqual([]);
  });

  test('ten family goals completed: not at nine, granted once when goals are completed together past ten', async ({
    t,
    parent,
    operator,
  }) => {
    await turnOn(t, operator, 'family_goals_10', 25);
    const goals = await goalIds(t, parent);
    expect(goals).toHaveLength(10);
    for (const goal of goals.slice(0, 8)) await t.call('FamilyGoalsApi.complete', { goal_id: goal }, parent.token);
    expect(await ledgerOf(t, parent.familyId)).toEqual([]);
    const rest = goals.slice(8);
    await Promise.all(Array.from({ length: 50 }, (_, n) => t.call('FamilyGoalsApi.complete', { goal_id: rest[n % 2]! }, parent.token)));
    expect(await ledgerOf(t, parent.familyId)).toEqual([
      {
        amount: 25,
        reason: '10 family goals completed',
        reason_zh: '完成家庭目标 10 次',
        reason_key: `milestone:${parent.familyId}:family_goals_10`,
      },
    ]);
  });

  test('a milestone turned on after the family passed it is granted at its next event of that kind', async ({ t, parent, operator }) => {
    for (const goal of await goalIds(t, parent)) await t.call('FamilyGoalsApi.complete', { goal_id: goal }, parent.token);
    expect(await ledgerOf(t, parent.familyId)).toEqual([]);
    await turnOn(t, operator, 'family_goals_10', 25);
    // The next day, with a new session (a session lasts a day).
    t.clock.advance(86_400);
    const { token } = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' })).body.data;
    const daily = (await t.call('FamilyGoalsApi.list', {}, token)).body.data.list.find((goal: any) => goal.loop_type === 1);
    await t.call('FamilyGoalsApi.complete', { goal_id: daily.id }, token);
    expect((await ledgerOf(t, parent.familyId)).map((row) => row.amount)).toEqual([25]);
  });

  test('thirty days on the family login streak: granted once under concurrent sign-ins of both parents on the thirtieth day', async ({
    t,
    parent,
    operator,
  }) => {
    await turnOn(t, operator, 'family_streak_30', 30);
    const coParent = await t.joinFamilyOf(parent);
    // The sign-up counted today; 28 earlier days make 29.
    const earlier = Array.from({ length: 28 }, (_, n) => ({
      family_id: parent.familyId,
      day: `2020-01-${String(n + 1).padStart(2, '0')}`,
    }));
    await t.database.db.insertInto('login_days').values(earlier).execute();
    await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' });
    expect(await ledgerOf(t, parent.familyId)).toEqual([]);
    t.clock.advance(86_400);
    // Sign-ins are limited per e-mail (docs/protocol.md): five each.
    const signIns = await Promise.all(
      [parent, coParent, parent, coParent, parent, coParent, parent, coParent, parent, coParent].map(({ email }) =>
        t.call('ParentAuthHandler.signin', { email, password: 'correct horse' }),
      ),
    );
    expect(signIns.map((answer) => answer.status)).toEqual(signIns.map(() => 200));
    expect((await t.call('FamilyStreak.getFamilyStreak', {}, signIns[0]!.body.data.token)).body.data.total_logins).toBe(30);
    expect(await ledgerOf(t, parent.familyId)).toEqual([
      {
        amount: 30,
        reason: '30 days on the family login streak',
        reason_zh: '家庭登录累计 30 天',
        reason_key: `milestone:${parent.familyId}:family_streak_30`,
      },
    ]);
  });
});

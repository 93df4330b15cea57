import { describe, expect, test } from '../../test/fixture.js';
import { expectInvalid, expectOperatorOnly } from '../../test/walls.js';

describe('OperatorEconomyHandler.saveMilestone', () => {
  test('sets a milestone’s tokens and turns it on, and answers every milestone', async ({ t, operator }) => {
    const answer = await t.call(
      'OperatorEconomyHandler.saveMilestone',
      { milestone: 'family_goals_10', tokens: 35, enabled: true },
      operator.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { milestone: 'consultation_completed', tokens: 50, enabled: false, updated_at: null },
      { milestone: 'family_streak_30', tokens: 30, enabled: false, updated_at: null },
      { milestone: 'family_goals_10', tokens: 35, enabled: true, updated_at: t.clock.now() },
    ]);
    t.clock.advance(60);
    await t.call('OperatorEconomyHandler.saveMilestone', { milestone: 'family_goals_10', tokens: 40, enabled: false }, operator.token);
    expect((await t.call('OperatorEconomyHandler.getMilestones', {}, operator.token)).body.data[2]).toEqual({
      milestone: 'family_goals_10',
      tokens: 40,
      enabled: false,
      updated_at: t.clock.now(),
    });
  });

  test('is written to the audit log under the milestone, with the list before and after', async ({ t, operator }) => {
    await t.call(
      'OperatorEconomyHandler.saveMilestone',
      { milestone: 'consultation_completed', tokens: 60, enabled: true },
      operator.token,
    );
    const [entry] = (await t.call('OperatorAuditHandler.list', {}, operator.token)).body.data.list;
    expect(entry).toMatchObject({ cmd: 'OperatorEconomyHandler.saveMilestone', target: 'token-milestone:consultation_completed' });
    expect(entry.before[0]).toEqual({ milestone: 'consultation_completed', tokens: 50, enabled: false, updated_at: null });
    expect(entry.after[0]).toEqual({ milestone: 'consultation_completed', tokens: 60, enabled: true, updated_at: t.clock.now() });
  });

  test('refuses an unknown milestone, tokens out of range or not whole, and a missing switch, saving nothing', async ({ t, operator }) => {
    const save = (input: Record<string, unknown>) =>
      t.call(
        'OperatorEconomyHandler.saveMilestone',
        { milestone: 'family_goals_10', tokens: 10, enabled: true, ...input } as never,
        operator.token,
      );
    await expectInvalid(t, () => save({ milestone: 'first_login' }), 'milestone');
    await expectInvalid(t, () => save({ tokens: 0 }), 'tokens');
    await expectInvalid(t, () => save({ tokens: 1001 }), 'tokens');
    await expectInvalid(t, () => save({ tokens: 2.5 }), 'tokens');
    await expectInvalid(t, () => save({ enabled: 'yes' }), 'enabled');
    await expectInvalid(t, () => save({ enabled: undefined }), 'enabled');
  });

  test('answers 403 to a parent who is not an operator and 401 without a session, saving nothing', async ({ t, parent }) => {
    await expectOperatorOnly(
      t,
      (token) => t.call('OperatorEconomyHandler.saveMilestone', { milestone: 'family_goals_10', tokens: 10, enabled: true }, token),
      parent,
    );
  });
});

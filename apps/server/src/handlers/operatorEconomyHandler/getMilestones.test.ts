import { describe, expect, test } from '../../test/fixture.js';
import { expectOperatorOnly } from '../../test/walls.js';

describe('OperatorEconomyHandler.getMilestones', () => {
  test('answers every milestone, off with a suggested amount until an operator sets it', async ({ t, operator }) => {
    const answer = await t.call('OperatorEconomyHandler.getMilestones', {}, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { milestone: 'consultation_completed', tokens: 50, enabled: false, updated_at: null },
      { milestone: 'family_streak_30', tokens: 30, enabled: false, updated_at: null },
      { milestone: 'family_goals_10', tokens: 20, enabled: false, updated_at: null },
    ]);
  });

  test('answers 403 to a parent who is not an operator and 401 without a session', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorEconomyHandler.getMilestones', {}, token), parent);
  });
});

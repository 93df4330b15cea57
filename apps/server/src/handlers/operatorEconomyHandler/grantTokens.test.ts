import { describe, expect, test } from '../../test/fixture.js';
import type { Parent, TestApp } from '../../test/testApp.js';
import { expectInvalid, expectOperatorOnly, notFound, snapshot } from '../../test/walls.js';

const familyCodeOf = async (t: TestApp, parent: Parent): Promise<string> =>
  (await t.call('ParentFamilyHandler.get_family_info', {}, parent.token)).body.data.p_code;

describe('OperatorEconomyHandler.grantTokens', () => {
  test('writes a grant to the family ledger with who and why, and answers the new total', async ({ t, parent, stranger, operator }) => {
    const familyCode = await familyCodeOf(t, parent);
    const answer = await t.call(
      'OperatorEconomyHandler.grantTokens',
      { family_code: familyCode, amount: 120, reason: ' Completed the spring programme ' },
      operator.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { family_id: parent.familyId, total_tokens: 120 } });
    t.clock.advance(60);
    const correction = await t.call(
      'OperatorEconomyHandler.grantTokens',
      { family_code: familyCode.toLowerCase(), amount: -20, reason: 'Correction' },
      operator.token,
    );
    expect(correction.body.data).toEqual({ family_id: parent.familyId, total_tokens: 100 });
    const ledger = await t.database.db
      .selectFrom('token_ledger')
      .select(['family_id', 'amount', 'reason', 'granted_by', 'created_at'])
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      {
        family_id: parent.familyId,
        amount: 120,
        reason: 'Completed the spring programme',
        granted_by: operator.userId,
        created_at: t.clock.now() - 60,
      },
      { family_id: parent.familyId, amount: -20, reason: 'Correction', granted_by: operator.userId, created_at: t.clock.now() },
    ]);
    expect((await t.call('ParentTokensHandler.get_balance', {}, parent.token)).body.data.total_tokens).toBe(100);
    expect((await t.call('ParentTokensHandler.get_balance', {}, stranger.token)).body.data.total_tokens).toBe(0);
  });

  test('keeps the reason in Chinese beside the English when given; an empty one is none', async ({ t, parent, operator }) => {
    const familyCode = await familyCodeOf(t, parent);
    const grant = (reason_zh?: string) =>
      t.call('OperatorEconomyHandler.grantTokens', { family_code: familyCode, amount: 10, reason: 'Welcome', reason_zh }, operator.token);
    expect((await grant(' 欢迎加入 ')).status).toBe(200);
    expect((await grant('  ')).status).toBe(200);
    expect((await grant()).status).toBe(200);
    const ledger = await t.database.db.selectFrom('token_ledger').select(['reason', 'reason_zh']).orderBy('id').execute();
    expect(ledger).toEqual([
      { reason: 'Welcome', reason_zh: '欢迎加入' },
      { reason: 'Welcome', reason_zh: null },
      { reason: 'Welcome', reason_zh: null },
    ]);
  });

  test('answers an unknown family code exactly Not found, granting nothing', async ({ t, operator }) => {
    const before = await snapshot(t);
    const answer = await t.call('OperatorEconomyHandler.grantTokens', { family_code: 'F-NOPE', amount: 5, reason: 'x' }, operator.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(notFound);
    expect(await snapshot(t)).toEqual(before);
  });

  test('answers a parent code, not a family code, Not found too', async ({ t, parent, operator }) => {
    const answer = await t.call(
      'OperatorEconomyHandler.grantTokens',
      { family_code: parent.pCode, amount: 5, reason: 'x' },
      operator.token,
    );
    expect(answer.status).toBe(404);
  });

  test('refuses a zero or too large amount, a missing reason, a bad Chinese reason and a missing code, naming the field and granting nothing', async ({
    t,
    parent,
    operator,
  }) => {
    const familyCode = await familyCodeOf(t, parent);
    const grant = (input: Record<string, unknown>) =>
      t.call('OperatorEconomyHandler.grantTokens', { family_code: familyCode, amount: 5, reason: 'x', ...input } as never, operator.token);
    const zero = await expectInvalid(t, () => grant({ amount: 0 }), 'amount');
    expect(zero.body.errors).toEqual([{ field: 'amount', message: 'Amount must not be zero' }]);
    await expectInvalid(t, () => grant({ amount: 1_000_001 }), 'amount');
    await expectInvalid(t, () => grant({ amount: 1.5 }), 'amount');
    const noReason = await expectInvalid(t, () => grant({ reason: '   ' }), 'reason');
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: 'A reason is required' }]);
    await expectInvalid(t, () => grant({ reason: 'x'.repeat(201) }), 'reason');
    await expectInvalid(t, () => grant({ reason_zh: '理'.repeat(201) }), 'reason_zh');
    await expectInvalid(t, () => grant({ reason_zh: '欢迎\u0007' }), 'reason_zh');
    await expectInvalid(t, () => grant({ reason_zh: 42 }), 'reason_zh');
    await expectInvalid(t, () => grant({ family_code: '' }), 'family_code');
  });

  test('answers 403 to a parent who is not an operator and 401 without a session, granting nothing', async ({ t, parent }) => {
    const familyCode = await familyCodeOf(t, parent);
    await expectOperatorOnly(
      t,
      (token) => t.call('OperatorEconomyHandler.grantTokens', { family_code: familyCode, amount: 5, reason: 'x' }, token),
      parent,
    );
  });
});

import { describe, expect, test } from '../../test/fixture.js';
import { expectOperatorOnly } from '../../test/walls.js';

describe('OperatorGameKeyHandler.list', () => {
  test('lists live and revoked keys by name, with nothing that could be used as one', async ({ t, operator, parent }) => {
    await t.call('OperatorGameKeyHandler.create', { name: 'b-key' }, operator.token);
    await t.call('OperatorGameKeyHandler.create', { name: 'a-key' }, operator.token);
    t.clock.advance(60);
    await t.call('OperatorGameKeyHandler.revoke', { name: 'b-key' }, operator.token);
    const answer = await t.call('OperatorGameKeyHandler.list', {}, operator.token);
    const mine = answer.body.data.filter((key: { name: string }) => key.name.endsWith('-key'));
    expect(mine).toEqual([
      { name: 'a-key', created_at: t.clock.now() - 60, last_used_at: null, revoked_at: null },
      { name: 'b-key', created_at: t.clock.now() - 60, last_used_at: null, revoked_at: t.clock.now() },
    ]);
    await expectOperatorOnly(t, (token) => t.call('OperatorGameKeyHandler.list', {}, token), parent);
  });
});

import { authenticateGameKey } from '../../auth/gameKeys.js';
import { describe, expect, test } from '../../test/fixture.js';
import { expectOperatorOnly } from '../../test/walls.js';

describe('OperatorGameKeyHandler.revoke', () => {
  test('stops the key at once, and logs the key before and after', async ({ t, operator }) => {
    const { key } = (await t.call('OperatorGameKeyHandler.create', { name: 'game-old' }, operator.token)).body.data;
    const answer = await t.call('OperatorGameKeyHandler.revoke', { name: 'game-old' }, operator.token);
    expect(answer.body.data).toMatchObject({ name: 'game-old', revoked_at: t.clock.now() });
    expect(await authenticateGameKey(t.database.db, key, t.clock.now())).toBeNull();
    const log = (await t.call('OperatorAuditHandler.list', { search: 'game-old' }, operator.token)).body.data.list;
    expect(log[0]).toMatchObject({
      cmd: 'OperatorGameKeyHandler.revoke',
      before: { revoked_at: null },
      after: { revoked_at: t.clock.now() },
    });
  });

  test('answers 404 for an unknown or already revoked key, once under 50 at once', async ({ t, operator, parent }) => {
    await t.call('OperatorGameKeyHandler.create', { name: 'game-twice' }, operator.token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('OperatorGameKeyHandler.revoke', { name: 'game-twice' }, operator.token)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(49).fill(404)]);
    expect((await t.call('OperatorGameKeyHandler.revoke', { name: 'no-such-key' }, operator.token)).status).toBe(404);
    await expectOperatorOnly(t, (token) => t.call('OperatorGameKeyHandler.revoke', { name: 'game-twice' }, token), parent);
  });
});

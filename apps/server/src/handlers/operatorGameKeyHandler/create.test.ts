import { authenticateGameKey } from '../../auth/gameKeys.js';
import { describe, expect, test } from '../../test/fixture.js';
import { expectOperatorOnly } from '../../test/walls.js';

describe('OperatorGameKeyHandler.create', () => {
  test('answers the key once; it opens the game API, and only its hash is stored or logged', async ({ t, operator }) => {
    const answer = await t.call('OperatorGameKeyHandler.create', { name: 'game-production' }, operator.token);
    expect(answer.status).toBe(200);
    const { key, ...summary } = answer.body.data;
    expect(summary).toEqual({ name: 'game-production', created_at: t.clock.now(), last_used_at: null, revoked_at: null });
    expect(key).toMatch(/^gk_/);
    expect(await authenticateGameKey(t.database.db, key, t.clock.now())).toMatchObject({ name: 'game-production' });
    const stored = JSON.stringify(await t.database.db.selectFrom('game_api_keys').selectAll().execute());
    const logged = JSON.stringify(await t.database.db.selectFrom('operator_audit').selectAll().execute());
    expect(stored).not.toContain(key);
    expect(logged).not.toContain(key);
    expect(logged).toContain('game-key:game-production');
  });

  test('50 at once with one name make one key; the rest are told the name is taken', async ({ t, operator }) => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('OperatorGameKeyHandler.create', { name: 'game-staging' }, operator.token)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.reason === 'game_key_name_taken')).toHaveLength(49);
    expect(await t.database.db.selectFrom('operator_audit').select('id').execute()).toHaveLength(1);
  });

  test('refuses a malformed name, and anyone but an operator', async ({ t, operator, parent }) => {
    const bad = await t.call('OperatorGameKeyHandler.create', { name: 'Game Key!' }, operator.token);
    expect(bad.body.errors).toEqual([
      { field: 'name', message: 'A key name is 2 to 40 lower-case letters, digits, dots, dashes or underscores' },
    ]);
    await expectOperatorOnly(t, (token) => t.call('OperatorGameKeyHandler.create', { name: 'sneaky' }, token), parent);
    expect(await t.database.db.selectFrom('game_api_keys').select('name').where('name', '=', 'sneaky').execute()).toEqual([]);
  });
});

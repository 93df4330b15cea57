import { gameEndpoints, type GameEndpointName } from '@t1d/contract';
import { buildApp } from '../app.js';
import { describe, expect, test } from '../test/fixture.js';
import { gameClient, knownToGame, type GameClient } from '../test/game.js';
import { sampleRequests } from '../test/gameRequests.js';
import type { TestApp } from '../test/testApp.js';
import { snapshot } from '../test/walls.js';

const posts = (Object.keys(gameEndpoints) as GameEndpointName[]).filter((name) => gameEndpoints[name].method === 'POST');

/** What the requests change, leaving out the idempotency store itself and the keys' last-use times. */
async function changes(t: TestApp) {
  const { game_idempotency: _store, game_api_keys: _keys, ...rest } = await snapshot(t);
  return rest;
}

const withKey = (game: GameClient, path: string, body: unknown, key: string) => game.post(path, body, { 'idempotency-key': key });

describe('Idempotency-Key on every POST', () => {
  test.for(posts)(
    '%s: a repeat answers what the first answered and changes nothing more; another request is 409',
    async (name, { t, parent }) => {
      const game = await gameClient(t);
      const request = (await sampleRequests(t, parent))[name];
      const first = await withKey(game, request.path, request.body, 'op-1');
      expect(first.status).toBeLessThan(500);
      const after = await changes(t);
      t.clock.advance(3600);
      const repeat = await withKey(game, request.path, request.body, 'op-1');
      expect([repeat.status, repeat.raw]).toEqual([first.status, first.raw]);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(await changes(t)).toEqual(after);

      const other = await withKey(game, request.other.path, request.other.body, 'op-1');
      expect([other.status, other.body]).toEqual([
        409,
        { code: 409, msg: 'This Idempotency-Key was used with a different request', reason: 'idempotency_key_reused' },
      ]);
      expect(await changes(t)).toEqual(after);
    },
  );

  test('the same body with its keys in another order is the same request', async ({ t, parent }) => {
    await knownToGame(t, parent);
    const game = await gameClient(t);
    const first = await withKey(game, '/parent-login-links', { parent_id: parent.userId }, 'k');
    const reordered = await game.post('/parent-login-links', JSON.parse(`{"parent_id":${parent.userId}}`), { 'idempotency-key': 'k' });
    expect(reordered.raw).toBe(first.raw);
  });

  test('50 identical requests at once run once', async ({ t, parent }) => {
    await knownToGame(t, parent);
    const game = await gameClient(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => withKey(game, '/parent-login-links', { parent_id: parent.userId }, 'burst')),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.raw}`)).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    expect(await t.database.db.selectFrom('one_time_tokens').select('id').execute()).toHaveLength(1);
  });

  test('holds for another server process on the same database, and for 24 hours', async ({ t, parent }) => {
    await knownToGame(t, parent);
    const game = await gameClient(t);
    const first = await withKey(game, '/parent-login-links', { parent_id: parent.userId }, 'restart');
    const other = await buildApp({ config: t.config, db: t.database.db, clock: t.clock, logger: false });
    try {
      const ask = () =>
        other.inject({
          method: 'POST',
          url: '/api/game/v1/parent-login-links',
          headers: { authorization: `Bearer ${game.key}`, 'content-type': 'application/json', 'idempotency-key': 'restart' },
          payload: JSON.stringify({ parent_id: parent.userId }),
        });
      expect((await ask()).body).toBe(first.raw);
      t.clock.advance(24 * 3600);
      const later = await ask();
      expect(later.statusCode).toBe(200);
      expect(later.body).not.toBe(first.raw);
    } finally {
      await other.close();
    }
  });

  test('keys are per API key', async ({ t, parent }) => {
    await knownToGame(t, parent);
    const [one, two] = [await gameClient(t), await gameClient(t)];
    const first = await withKey(one, '/parent-login-links', { parent_id: parent.userId }, 'shared');
    const second = await withKey(two, '/parent-login-links', { parent_id: parent.userId }, 'shared');
    expect(second.status).toBe(200);
    expect(second.raw).not.toBe(first.raw);
  });

  test('a refused request is replayed as refused; an invalid one takes no key', async ({ t }) => {
    const game = await gameClient(t);
    const refused = await withKey(game, '/parent-login-links', { parent_id: 999_999 }, 'r');
    expect(refused.status).toBe(404);
    expect((await withKey(game, '/parent-login-links', { parent_id: 999_999 }, 'r')).headers['idempotent-replayed']).toBe('true');
    expect((await withKey(game, '/parent-login-links', { parent_id: 'x' }, 'v')).status).toBe(400);
    expect(
      await t.database.db.selectFrom('game_idempotency').select('idempotency_key').where('idempotency_key', '=', 'v').execute(),
    ).toEqual([]);
  });

  test.for([
    ['empty', ''],
    ['201 characters long', 'k'.repeat(201)],
  ] as const)('an Idempotency-Key that is %s is 400', async ([, key], { t, parent }) => {
    const game = await gameClient(t);
    const answer = await withKey(game, '/parent-login-links', { parent_id: parent.userId }, key);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'idempotency-key', message: expect.any(String) }]);
    expect(await t.database.db.selectFrom('one_time_tokens').select('id').execute()).toEqual([]);
  });
});

import { gameEndpoints, type GameEndpointName } from '@t1d/contract';
import { describe, expect, test } from '../test/fixture.js';
import { gameClient, gameRequest, revokeKey } from '../test/game.js';
import { sampleRequests } from '../test/gameRequests.js';
import { roomyLimits } from '../test/testApp.js';
import type { TestApp } from '../test/testApp.js';
import { snapshot } from '../test/walls.js';

const invalidKey = { code: 401, msg: 'Invalid API key', reason: 'invalid_api_key' };

/** GET /gifts with `authorization`, from the client address `from`. */
async function giftsFrom(t: TestApp, from: string, authorization: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/game/v1/gifts', headers: { authorization }, remoteAddress: from });
  return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
}
const names = Object.keys(gameEndpoints) as GameEndpointName[];

describe('game API keys', () => {
  test.for(names)(
    '%s answers 401 without a key, with an unknown, malformed or revoked one, and changes nothing',
    async (name, { t, parent }) => {
      const game = await gameClient(t, 'game-production');
      const request = (await sampleRequests(t, parent))[name];
      await revokeKey(t, 'game-production');
      const before = await snapshot(t);
      const presented: (string | null)[] = [null, 'gk_unknown', '', 'x'.repeat(10_000), `${game.key}\u0000`, game.key];
      for (const key of presented) {
        const answer = await gameRequest(t, request.method, request.path, key, request.body);
        expect([answer.status, answer.body]).toEqual([401, invalidKey]);
      }
      for (const authorization of ['Basic abc', `bearer${game.key}`, `Bearer ${game.key} extra`, game.key]) {
        const answer = await gameRequest(t, request.method, request.path, null, request.body, { authorization });
        expect([answer.status, answer.body]).toEqual([401, invalidKey]);
      }
      expect(await snapshot(t)).toEqual(before);
    },
  );

  test('a 401 names the scheme to use (WWW-Authenticate: Bearer)', async ({ t }) => {
    for (const authorization of [undefined, 'Bearer gk_unknown', 'Basic abc']) {
      const answer = await gameRequest(t, 'GET', '/gifts', null, undefined, authorization ? { authorization } : {});
      expect([answer.status, answer.headers['www-authenticate']]).toEqual([401, 'Bearer']);
    }
  });

  test('the Bearer scheme is read in any case, as the gateway reads it', async ({ t }) => {
    const game = await gameClient(t);
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      expect((await gameRequest(t, 'GET', '/gifts', null, undefined, { authorization: `${scheme} ${game.key}` })).status, scheme).toBe(200);
    }
  });

  test('a live key is accepted and its last use recorded, to the minute', async ({ t }) => {
    const game = await gameClient(t, 'game-production');
    const lastUsed = async () =>
      (await t.database.db.selectFrom('game_api_keys').select('last_used_at').executeTakeFirstOrThrow()).last_used_at;
    expect(await lastUsed()).toBeNull();
    const first = t.clock.now();
    expect((await game.get('/gifts')).status).toBe(200);
    expect(await lastUsed()).toBe(first);
    t.clock.advance(30);
    await game.get('/gifts');
    expect(await lastUsed()).toBe(first);
    t.clock.advance(30);
    await game.get('/gifts');
    expect(await lastUsed()).toBe(first + 60);
  });

  test('an unknown route under the API is 404 in its shape, after the key is checked', async ({ t }) => {
    const game = await gameClient(t);
    expect((await game.get('/no-such-thing')).body).toEqual({ code: 404, msg: 'Not found', reason: 'not_found' });
    expect((await gameRequest(t, 'GET', '/no-such-thing', null)).status).toBe(401);
  });

  describe('with a limit of 3 unknown keys a minute per address', () => {
    test.override({
      appOptions: { config: { rateLimits: { ...roomyLimits, gameUnknownKeysPerAddress: { max: 3, windowSeconds: 60 } } } },
    });

    test('the fourth unknown key waits (429 with Retry-After); live keys, other addresses and later minutes do not', async ({ t }) => {
      const game = await gameClient(t);
      const [prober, neighbour] = ['203.0.113.9', '198.51.100.7'];
      // Calls with a live key are not failures: they spend nothing of the address's budget.
      for (let i = 0; i < 5; i++) expect((await giftsFrom(t, prober, `Bearer ${game.key}`)).status).toBe(200);
      const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => giftsFrom(t, prober, `Bearer gk_guess${i}`)));
      expect(guesses.filter((a) => a.status === 401)).toHaveLength(3);
      const waiting = guesses.filter((a) => a.status === 429);
      expect(waiting).toHaveLength(7);
      expect(waiting[0]!.body).toEqual({ code: 429, msg: 'Too many attempts. Please wait and try again.', reason: 'too_many_attempts' });
      expect(Number(waiting[0]!.headers['retry-after'])).toBe(60);
      // A missing key counts as an unknown one.
      expect((await giftsFrom(t, prober, '')).status).toBe(429);
      // The game's own servers behind that address keep working with their key.
      expect((await giftsFrom(t, prober, `Bearer ${game.key}`)).status).toBe(200);
      expect((await giftsFrom(t, neighbour, 'Bearer gk_unknown')).status).toBe(401);
      t.clock.advance(60);
      expect((await giftsFrom(t, prober, 'Bearer gk_unknown')).status).toBe(401);
    });
  });

  describe('with a limit of 5 calls a minute per key', () => {
    test.override({ appOptions: { config: { rateLimits: { ...roomyLimits, gameRequestsPerKey: { max: 5, windowSeconds: 60 } } } } });

    test('the sixth call waits (429 with Retry-After); another key is not held up', async ({ t }) => {
      const [busy, calm] = [await gameClient(t), await gameClient(t)];
      const answers = await Promise.all(Array.from({ length: 50 }, () => busy.get('/gifts')));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      const waiting = answers.filter((a) => a.status === 429);
      expect(waiting).toHaveLength(45);
      expect(waiting[0]!.body).toEqual({ code: 429, msg: 'Too many attempts. Please wait and try again.', reason: 'too_many_attempts' });
      expect(Number(waiting[0]!.headers['retry-after'])).toBe(60);
      expect((await calm.get('/gifts')).status).toBe(200);
      t.clock.advance(60);
      expect((await busy.get('/gifts')).status).toBe(200);
    });
  });
});

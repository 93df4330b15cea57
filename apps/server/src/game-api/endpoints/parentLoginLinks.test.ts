import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient } from '../../test/game.js';

describe('POST /api/game/v1/parent-login-links', () => {
  test("makes a one-time link into the parent app's splash, which hands the token to /token-handler", async ({ t, parent }) => {
    const game = await gameClient(t);
    const answer = await game.post('/parent-login-links', { parent_id: parent.userId });
    expect(answer.status).toBe(200);
    expect(answer.body.expires_at).toBe(t.clock.now() + 15 * 60);
    const url = new URL(answer.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/`);
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is stored.
    expect(JSON.stringify(await t.database.db.selectFrom('one_time_tokens').selectAll().execute())).not.toContain(token);
    const signedIn = await t.call('ParentAuthHandler.redeemLoginToken', { token });
    expect(signedIn.body.data).toMatchObject({ user_id: parent.userId, family_id: parent.familyId });
  });

  test('a child, an unknown id and another kind of user get no link', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    for (const parentId of [child.id, 999_999]) {
      const answer = await game.post('/parent-login-links', { parent_id: parentId });
      expect([answer.status, answer.body]).toEqual([404, { code: 404, msg: 'Not found' }]);
    }
    expect(await t.database.db.selectFrom('one_time_tokens').select('id').execute()).toEqual([]);
  });

  test.for([
    ['no parent_id', {}],
    ['a parent_id of 0', { parent_id: 0 }],
    ['a parent_id as text', { parent_id: '12' }],
    ['a fractional parent_id', { parent_id: 1.5 }],
  ] as const)('400 for %s', async ([, body], { t }) => {
    const game = await gameClient(t);
    const answer = await game.post('/parent-login-links', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'parent_id', message: expect.any(String) }]);
  });
});

import { describe, expect, test } from '../../test/fixture.js';

describe('ParentAuthHandler.checkPersistentAuth', () => {
  test('restores a session from the persistent cookie alone', async ({ t, parent }) => {
    const answer = await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: parent.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ user_id: parent.userId, family_id: parent.familyId, email: parent.email });
    expect(Object.keys(answer.body.data).sort()).toEqual([
      'email',
      'family_id',
      'p_code',
      'real_name',
      'token',
      'user_id',
      'webapp_version_key',
    ]);
    const token = answer.body.data.token;
    expect(token).not.toBe(parent.token);
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, token)).status).toBe(200);
  });

  test('accepts the persistent token in the body for partner clients', async ({ t, parent }) => {
    const persistent = parent.cookie.split('=')[1] ?? '';
    const answer = await t.call('ParentAuthHandler.checkPersistentAuth', { token: persistent });
    expect(answer.status).toBe(200);
  });

  test('does not take a session token for a persistent one', async ({ t, parent }) => {
    const answer = await t.call('ParentAuthHandler.checkPersistentAuth', { token: parent.token });
    expect(answer.status).toBe(401);
  });

  test('refuses a missing, unknown or expired persistent token and clears the cookie', async ({ t, parent }) => {
    const none = await t.call('ParentAuthHandler.checkPersistentAuth', {});
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 403, msg: 'Token expired', error: 'forbidden', forbidden: 0, reason: 'token_expired' });
    const unknown = await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, {
      cookie: 'parent_persistent_token=forged',
    });
    expect(unknown.status).toBe(401);
    expect(String(unknown.headers['set-cookie'])).toMatch(/parent_persistent_token=;.*Expires=Thu, 01 Jan 1970/);
    t.clock.advance(31536000);
    const expired = await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: parent.cookie });
    expect(expired.status).toBe(401);
  });

  test('answers null, not 401, to a page asking whether there is a saved login when there is none', async ({ t, parent }) => {
    const none = await t.call('ParentAuthHandler.checkPersistentAuth', { optional: true });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ code: 200, msg: 'success', data: null });
    // A saved login that no longer works is still refused, so the page learns to forget it.
    const forged = await t.call('ParentAuthHandler.checkPersistentAuth', { optional: true }, undefined, {
      cookie: 'parent_persistent_token=forged',
    });
    expect(forged.status).toBe(401);
    const saved = await t.call('ParentAuthHandler.checkPersistentAuth', { optional: true }, undefined, { cookie: parent.cookie });
    expect(saved.body.data).toMatchObject({ user_id: parent.userId });
  });
});

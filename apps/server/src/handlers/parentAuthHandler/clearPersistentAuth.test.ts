import { describe, expect, test } from '../../test/fixture.js';

describe('ParentAuthHandler.clearPersistentAuth', () => {
  test('revokes the cookie persistent login and the sessions opened with it, and clears the cookie, without a session', async ({
    t,
    parent,
  }) => {
    const answer = await t.call('ParentAuthHandler.clearPersistentAuth', {}, undefined, { cookie: parent.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: null });
    expect(String(answer.headers['set-cookie'])).toMatch(/parent_persistent_token=;/);
    const restore = await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: parent.cookie });
    expect(restore.status).toBe(401);
    // A session opened with that login ends with it: nothing of this device's sign-in outlives it.
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, parent.token)).status).toBe(401);
    // Another device's sign-in is untouched.
    const elsewhere = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' });
    await t.call('ParentAuthHandler.clearPersistentAuth', {}, undefined, { cookie: parent.cookie });
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, elsewhere.body.data.token)).status).toBe(200);
  });

  test('answers the same when there is no cookie or an unknown one', async ({ t }) => {
    expect((await t.call('ParentAuthHandler.clearPersistentAuth', {})).status).toBe(200);
    const forged = await t.call('ParentAuthHandler.clearPersistentAuth', {}, undefined, {
      cookie: 'parent_persistent_token=forged',
    });
    expect(forged.status).toBe(200);
  });
});

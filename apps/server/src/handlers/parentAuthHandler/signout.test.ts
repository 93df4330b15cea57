import { describe, expect, test } from '../../test/fixture.js';

describe('ParentAuthHandler.signout', () => {
  test('revokes the session and this device persistent login, and clears the cookie', async ({ t, parent }) => {
    const answer = await t.call('ParentAuthHandler.signout', {}, parent.token, { cookie: parent.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: null });
    expect(String(answer.headers['set-cookie'])).toMatch(/parent_persistent_token=;/);
    // The browser's HTTP cache goes too; the app's offline shell (Cache Storage) and its worker stay.
    expect(answer.headers['clear-site-data']).toBe('"cache"');
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, parent.token)).status).toBe(401);
    const restore = await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: parent.cookie });
    expect(restore.status).toBe(401);
  });

  test('a refused sign-out clears nothing, and no other command asks the browser to', async ({ t, parent }) => {
    expect((await t.call('ParentAuthHandler.signout', {}, 'not-a-token')).headers).not.toHaveProperty('clear-site-data');
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, parent.token)).headers).not.toHaveProperty('clear-site-data');
  });

  test('leaves other devices signed in, unless asked to sign out everywhere', async ({ t }) => {
    const parent = await t.newParent(undefined, 'secret12');
    const phone = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' });
    await t.call('ParentAuthHandler.signout', {}, parent.token, { cookie: parent.cookie });
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, phone.body.data.token)).status).toBe(200);

    const laptop = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' });
    await t.call('ParentAuthHandler.signout', { all_devices: true }, laptop.body.data.token);
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, phone.body.data.token)).status).toBe(401);
    const phoneRestore = await t.call('ParentAuthHandler.checkPersistentAuth', {
      token: phone.body.data.persistent_token,
    });
    expect(phoneRestore.status).toBe(401);
  });
});

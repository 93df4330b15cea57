import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';

describe('ParentAuthHandler.clearPersistentAuth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('revokes the cookie persistent login and clears the cookie, without a session', async () => {
    const parent = await t.newParent();
    const answer = await t.call('ParentAuthHandler.clearPersistentAuth', {}, undefined, { cookie: parent.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: null });
    expect(String(answer.headers['set-cookie'])).toMatch(/parent_persistent_token=;/);
    const restore = await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: parent.cookie });
    expect(restore.status).toBe(401);
    // The session itself is untouched: only this device's long-lived login is forgotten.
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, parent.token)).status).toBe(200);
  });

  it('answers the same when there is no cookie or an unknown one', async () => {
    expect((await t.call('ParentAuthHandler.clearPersistentAuth', {})).status).toBe(200);
    const forged = await t.call('ParentAuthHandler.clearPersistentAuth', {}, undefined, {
      cookie: 'parent_persistent_token=forged',
    });
    expect(forged.status).toBe(200);
  });
});

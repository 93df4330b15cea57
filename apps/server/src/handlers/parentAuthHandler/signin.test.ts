import { describe, expect, test } from '../../test/fixture.js';
import { defaultRateLimits } from '../../config.js';
import { uniqueEmail } from '../../test/testApp.js';

describe('ParentAuthHandler.signin', () => {
  test('signs in with the e-mail in any case and answers a new session', async ({ t }) => {
    const parent = await t.newParent(undefined, 'secret12');
    const answer = await t.call('ParentAuthHandler.signin', { email: parent.email.toUpperCase(), password: 'secret12' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ user_id: parent.userId, family_id: parent.familyId, email: parent.email });
    expect(answer.body.data.token).not.toBe(parent.token);
    expect(String(answer.headers['set-cookie'])).toContain('parent_persistent_token=');
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, answer.body.data.token)).status).toBe(200);
  });

  test('answers a wrong password and an unknown e-mail exactly alike', async ({ t }) => {
    const parent = await t.newParent(undefined, 'secret12');
    const wrongPassword = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret13' });
    const unknownEmail = await t.call('ParentAuthHandler.signin', { email: uniqueEmail('nobody'), password: 'secret12' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ code: 400, msg: 'Sign in failed. Please try again.', reason: 'sign_in_failed' });
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(unknownEmail.headers['set-cookie']).toBeUndefined();
  });

  const refusals: [Record<string, string>, string][] = [
    [{ password: 'secret12' }, 'Email is required'],
    [{ email: 'nope', password: 'secret12' }, 'Please enter a valid email address'],
    [{ email: 'ok@example.com' }, 'Password is required'],
    [{ email: 'ok@example.com', password: '' }, 'Password is required'],
  ];
  test.for(refusals)('refuses %j with "%s"', async ([input, message], { t }) => {
    const answer = await t.post({ cmd: 'ParentAuthHandler.signin', ...input });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(message);
  });
});

describe('ParentAuthHandler.signin rate limits', () => {
  test.override({ appOptions: { config: { rateLimits: defaultRateLimits } } });

  test('answers 429 after 10 failures for one e-mail in 15 minutes, even with the right password', async ({ t }) => {
    const parent = await t.newParent(undefined, 'secret12');
    for (let i = 0; i < 10; i += 1) {
      expect((await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'wrong-one' })).status).toBe(400);
    }
    const limited = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toBe('Too many attempts. Please wait and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another parent on the same network is not locked out.
    const other = await t.newParent(undefined, 'secret12');
    expect((await t.call('ParentAuthHandler.signin', { email: other.email, password: 'secret12' })).status).toBe(200);
    t.clock.advance(15 * 60);
    expect((await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' })).status).toBe(200);
  });

  test('allows 100 attempts a minute from one address, then answers 429', async ({ t }) => {
    const statuses = [];
    for (let i = 0; i < 101; i += 1) {
      // Invalid e-mails are refused before any password work, so this stays quick.
      statuses.push((await t.call('ParentAuthHandler.signin', { email: `bad${i}`, password: 'x' })).status);
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(100);
    expect(statuses[100]).toBe(429);
  });
});

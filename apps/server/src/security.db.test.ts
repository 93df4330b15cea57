import { Writable } from 'node:stream';
import { describe, expect, test as base } from './test/fixture.js';
import { hashToken } from './auth/tokens.js';
import { loggerOptions } from './logger.js';
import { cookieValue, uniqueEmail, type GatewayAnswer } from './test/testApp.js';

const password = 'Very Secret Words 42';

/** Every log line the app writes, and a whole account life with every answer and token. */
const test = base.extend<{ logLines: string[]; life: { answers: GatewayAnswer[]; tokens: string[] } }>({
  // Vitest reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  logLines: async ({}, use) => {
    await use([]);
  },
  life: async ({ t }, use) => {
    const answers: GatewayAnswer[] = [];
    const email = uniqueEmail();
    const keep = (answer: GatewayAnswer) => {
      answers.push(answer);
      return answer;
    };
    const signup = keep(await t.call('ParentAuthHandler.signup', { email, password }));
    const signin = keep(await t.call('ParentAuthHandler.signin', { email, password }));
    keep(await t.call('ParentAuthHandler.signin', { email, password: 'wrong words' }));
    const cookie = `parent_persistent_token=${cookieValue(signin, 'parent_persistent_token')}`;
    const restored = keep(await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie }));
    keep(await t.call('ParentAuthHandler.getUserProfile', {}, signup.body.data.token));
    keep(await t.call('ParentFamilyHandler.get_members', {}, signup.body.data.token));
    keep(await t.call('ParentFamilyHandler.get_family_info', {}, signup.body.data.token));
    keep(await t.post({ cmd: 'ParentAuthHandler.getUserProfile', token: restored.body.data.token }));
    keep(await t.call('ParentAuthHandler.signout', {}, signin.body.data.token, { cookie }));
    const tokens = [
      signup.body.data.token,
      cookieValue(signup, 'parent_persistent_token'),
      cookieValue(signup, 'parent_device'),
      signin.body.data.token,
      cookieValue(signin, 'parent_persistent_token'),
      restored.body.data.token,
    ];
    await use({ answers, tokens });
  },
});

/** Walks a whole account life and keeps every answer and every log line. */
describe('secrets never leave the server', () => {
  test.override({
    appOptions: async ({ logLines }, use) => {
      const stream = new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      });
      await use({ logger: { ...(loggerOptions('trace') as object), stream } });
    },
  });

  test('no answer carries a password, a password hash or a stored token hash', async ({ t, life: { answers } }) => {
    const stored = await t.database.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.length).toBeGreaterThanOrEqual(5);
    for (const answer of answers) {
      expect(answer.raw).not.toContain(password);
      expect(answer.raw).not.toMatch(/\$argon2/);
      for (const { token_hash } of stored) expect(answer.raw).not.toContain(token_hash);
    }
  });

  test('tokens are stored only as hashes', async ({ t, life: { tokens } }) => {
    const stored = (await t.database.db.selectFrom('auth_tokens').select('token_hash').execute()).map((r) => r.token_hash);
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(stored).toContain(hashToken(token));
    }
  });

  test('no log line carries the secrets a page address may hold', async ({ t, logLines }) => {
    for (const url of ['/google-callback?code=the-issuers-code&state=the-state&iss=x', '/?token=a-login-link', '/?STATE=the-state']) {
      await t.app.inject({ method: 'GET', url });
    }
    const log = logLines.join('');
    expect(log).toContain('/google-callback?code=[redacted]&state=[redacted]&iss=x');
    for (const secret of ['the-issuers-code', 'the-state', 'a-login-link']) expect(log).not.toContain(secret);
  });

  test('no log line carries a password or a token', ({ logLines, life: { answers, tokens } }) => {
    // One line per request, when it is answered: the walk was logged, so the check below means something.
    expect(logLines.filter((line) => line.includes('"request completed"')).length).toBe(answers.length);
    const log = logLines.join('');
    expect(log).not.toContain(password);
    for (const token of tokens) expect(log).not.toContain(token);
  });
});

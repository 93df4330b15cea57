import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from './auth/tokens.js';
import { loggerOptions } from './logger.js';
import { createTestApp, uniqueEmail, type GatewayAnswer, type TestApp } from './test/testApp.js';

/** Walks a whole account life and keeps every answer and every log line. */
describe('secrets never leave the server', () => {
  const logLines: string[] = [];
  const answers: GatewayAnswer[] = [];
  let t: TestApp;
  const password = 'Very Secret Words 42';
  let tokens: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: { ...(loggerOptions('trace') as object), stream } });
    const email = uniqueEmail();
    const keep = (answer: GatewayAnswer) => {
      answers.push(answer);
      return answer;
    };
    const signup = keep(await t.call('ParentAuthHandler.signup', { email, password }));
    const signin = keep(await t.call('ParentAuthHandler.signin', { email, password }));
    keep(await t.call('ParentAuthHandler.signin', { email, password: 'wrong words' }));
    const cookie = `parent_persistent_token=${signin.body.data.persistent_token}`;
    const restored = keep(await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie }));
    keep(await t.call('ParentAuthHandler.getUserProfile', {}, signup.body.data.token));
    keep(await t.call('ParentFamilyHandler.get_members', {}, signup.body.data.token));
    keep(await t.call('ParentFamilyHandler.get_family_info', {}, signup.body.data.token));
    keep(await t.post({ cmd: 'ParentAuthHandler.getUserProfile', token: restored.body.data.token }));
    keep(await t.call('ParentAuthHandler.signout', {}, signin.body.data.token, { cookie }));
    tokens = [
      signup.body.data.token,
      signup.body.data.persistent_token,
      signin.body.data.token,
      signin.body.data.persistent_token,
      restored.body.data.token,
    ];
  });
  afterAll(() => t.close());

  it('no answer carries a password, a password hash or a stored token hash', async () => {
    const stored = await t.database.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.length).toBeGreaterThanOrEqual(5);
    for (const answer of answers) {
      expect(answer.raw).not.toContain(password);
      expect(answer.raw).not.toMatch(/\$argon2/);
      for (const { token_hash } of stored) expect(answer.raw).not.toContain(token_hash);
    }
  });

  it('tokens are stored only as hashes', async () => {
    const stored = (await t.database.db.selectFrom('auth_tokens').select('token_hash').execute()).map((r) => r.token_hash);
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(stored).toContain(hashToken(token));
    }
  });

  it('no log line carries a password or a token', () => {
    expect(logLines.length).toBeGreaterThan(10);
    const log = logLines.join('');
    expect(log).not.toContain(password);
    for (const token of tokens) expect(log).not.toContain(token);
  });
});

import { describe, expect, test } from '../test/fixture.js';
import { runOperatorCommand } from '../cli/operator.js';
import { createTestApp } from '../test/testApp.js';

describe('gateway outcomes (docs/protocol.md table)', () => {
  test('answers success in the standard envelope', async ({ t }) => {
    const answer = await t.call('ParentAuthHandler.getLocations', {});
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(answer.body.msg).toBe('success');
    expect(answer.body.data.length).toBeGreaterThan(0);
    expect(answer.body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  const malformed: [string, string][] = [
    ['a body that is not JSON', '{"cmd": '],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"ParentAuthHandler.getLocations"'],
    ['a missing cmd', '{"email":"a@b.co"}'],
    ['a cmd that is not a string', '{"cmd": 42}'],
  ];
  test.for(malformed)('answers 400 for %s', async ([, raw], { t }) => {
    const answer = await t.post(raw);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(typeof answer.body.msg).toBe('string');
  });

  test('answers 400 for a body that is not sent as JSON', async ({ t }) => {
    const answer = await t.post('cmd=ParentAuthHandler.getLocations', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
  });

  test('answers 404 with the name for an unknown command', async ({ t }) => {
    const answer = await t.post({ cmd: 'ParentAuthHandler.dropEverything' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, msg: 'Unknown command: ParentAuthHandler.dropEverything', reason: 'unknown_command' });
  });

  test('does not treat inherited object keys as commands', async ({ t }) => {
    const answer = await t.post({ cmd: 'constructor' });
    expect(answer.status).toBe(404);
  });

  test('answers 400 with the first problem and a field list when the payload fails validation', async ({ t }) => {
    const answer = await t.call('ParentAuthHandler.signup', { email: 'not-an-email', password: '123' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      msg: 'Please enter a valid email address',
      reason: 'validation_failed',
      errors: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
  });

  test('answers 401 with the Token expired body when the token is missing, unknown or revoked', async ({ t, parent }) => {
    const expired = { code: 403, msg: 'Token expired', error: 'forbidden', forbidden: 0, reason: 'token_expired' };
    const missing = await t.call('ParentAuthHandler.getUserProfile', {});
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(expired);
    const unknown = await t.call('ParentAuthHandler.getUserProfile', {}, 'made-up-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(expired);
    await t.call('ParentAuthHandler.signout', {}, parent.token);
    const revoked = await t.call('ParentAuthHandler.getUserProfile', {}, parent.token);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual(expired);
  });

  test('answers 401 once a session token has outlived its lifetime', async ({ t, parent }) => {
    t.clock.advance(t.config.sessionTtlSeconds - 1);
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, parent.token)).status).toBe(200);
    t.clock.advance(1);
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, parent.token)).status).toBe(401);
  });

  test('takes the token from the body when no Authorization header is sent, and the header wins', async ({ t, parent }) => {
    const fromBody = await t.post({ cmd: 'ParentAuthHandler.getUserProfile', token: parent.token });
    expect(fromBody.status).toBe(200);
    const headerWins = await t.post(
      { cmd: 'ParentAuthHandler.getUserProfile', token: parent.token },
      { authorization: 'Bearer not-a-real-token' },
    );
    expect(headerWins.status).toBe(401);
  });

  test('answers 403 for an operator command called by a parent, and runs it for an operator', async ({ t, parent }) => {
    const refused = await t.call('OperatorLocationHandler.list', {}, parent.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, msg: 'Operator role required', reason: 'operator_required' });

    await runOperatorCommand(t.database.db, ['grant', parent.email]);
    const allowed = await t.call('OperatorLocationHandler.list', {}, parent.token);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.length).toBeGreaterThan(0);
  });

  test('refuses a body over 64 KiB', async ({ t }) => {
    const answer = await t.post({ cmd: 'ParentAuthHandler.getLocations', filler: 'x'.repeat(65 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe(413);
  });

  test('sends the page security headers on pages', async ({ t }) => {
    const response = await t.app.inject({ method: 'GET', url: '/home' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  test('sends the JSON security headers on answers: nothing runs, frames, sniffs or caches them', async ({ t }) => {
    for (const response of [
      await t.app.inject({ method: 'POST', url: '/api/gateway', payload: { cmd: 'ParentAuthHandler.getLocations' } }),
      await t.app.inject({ method: 'POST', url: '/api/gateway/batch', payload: { calls: [{ cmd: 'ParentAuthHandler.getLocations' }] } }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
    ]) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('gateway failure', () => {
  // Its own app: the test breaks the database, which the fixture's clean-up would trip over.
  test('answers 500 without detail when something unexpected breaks', async () => {
    const t = await createTestApp();
    try {
      // The database going away mid-flight is the unexpected failure a real server can meet.
      // Served once first: Kysely connects on first use, and would reconnect after an unused destroy.
      expect((await t.call('ParentAuthHandler.getLocations', {})).status).toBe(200);
      await t.database.db.destroy();
      const answer = await t.call('ParentAuthHandler.getLocations', {});
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ code: 500, msg: 'Internal error', reason: 'internal_error' });
    } finally {
      await t.app.close();
      await t.database.close().catch(() => {});
    }
  });
});

import { commands, type CommandName } from '@t1d/contract';
import { describe, expect, test } from '../test/fixture.js';
import { answerOf, type GatewayAnswer, type TestApp } from '../test/testApp.js';

/** POSTs a body to the batch endpoint. */
async function batch(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/gateway/batch',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return answerOf(response);
}

/**
 * The reads a screen may batch: commands the contract declares reads (they change nothing) that take
 * no required input. Each is called alone and in a batch, and must answer the same status and body.
 */
const reads = (Object.keys(commands) as CommandName[]).filter(
  (name) => commands[name].effect === 'read' && commands[name].access !== 'operator' && commands[name].input.safeParse({}).success,
);

describe('POST /api/gateway/batch (docs/protocol.md, Batched calls)', () => {
  test('answers every read exactly as the same call alone, in order', async ({ t, parent }) => {
    expect(reads.length).toBeGreaterThan(15);
    const alone: GatewayAnswer[] = [];
    for (const cmd of reads) alone.push(await t.post({ cmd }, { authorization: `Bearer ${parent.token}` }));
    const results: { status: number; body: unknown }[] = [];
    for (let start = 0; start < reads.length; start += 20) {
      const chunk = reads.slice(start, start + 20);
      const together = await batch(t, { calls: chunk.map((cmd) => ({ cmd })) }, { authorization: `Bearer ${parent.token}` });
      expect(together.status).toBe(200);
      expect(together.body.results).toHaveLength(chunk.length);
      results.push(...together.body.results);
    }
    reads.forEach((cmd, index) => {
      expect({ cmd, status: results[index]?.status, body: results[index]?.body }).toEqual({
        cmd,
        status: alone[index]!.status,
        body: alone[index]!.body,
      });
    });
  });

  test('takes the token from the body or the header (the header wins), and a call may carry its own', async ({ t, parent }) => {
    const other = await t.newParent();
    const profile = { cmd: 'ParentAuthHandler.getUserProfile' };
    const inBody = await batch(t, { token: parent.token, calls: [profile] });
    expect(inBody.body.results[0].body.data.user_id).toBe(parent.userId);
    const headerWins = await batch(t, { token: other.token, calls: [profile] }, { authorization: `Bearer ${parent.token}` });
    expect(headerWins.body.results[0].body.data.user_id).toBe(parent.userId);
    const own = await batch(t, { token: parent.token, calls: [profile, { ...profile, token: other.token }] });
    expect(own.body.results.map((r: { body: { data: { user_id: number } } }) => r.body.data.user_id)).toEqual([
      parent.userId,
      other.userId,
    ]);
  });

  test('answers each call on its own: a bad call beside good ones, an unknown one, a refused one', async ({ t, parent }) => {
    const answer = await batch(
      t,
      {
        calls: [
          { cmd: 'ParentNotification.getUnreadCount' },
          { cmd: 'ParentNotification.list', perPage: 'ten' },
          { cmd: 'Nobody.nothing' },
          { cmd: 'OperatorConsultationHandler.getUrls' },
          { cmd: 'ParentFamilyHandler.get_family_info' },
        ],
      },
      { authorization: `Bearer ${parent.token}` },
    );
    expect(answer.status).toBe(200);
    const statuses = answer.body.results.map((r: { status: number }) => r.status);
    expect(statuses).toEqual([200, 400, 404, 403, 200]);
    expect(answer.body.results[1].body).toMatchObject({
      code: 400,
      reason: 'validation_failed',
      errors: [expect.objectContaining({ field: 'perPage' })],
    });
    expect(answer.body.results[2].body).toEqual({ code: 404, msg: 'Unknown command: Nobody.nothing', reason: 'unknown_command' });
    expect(answer.body.results[3].body).toMatchObject({ code: 403, msg: 'Operator role required' });
  });

  test('an expired or missing token refuses each call that needs one, and the public ones still answer', async ({ t, parent }) => {
    t.clock.advance(t.config.sessionTtlSeconds + 1);
    const answer = await batch(
      t,
      { calls: [{ cmd: 'ParentAuthHandler.getUserProfile' }, { cmd: 'ParentAuthHandler.getLocations' }] },
      {
        authorization: `Bearer ${parent.token}`,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.results[0]).toEqual({
      status: 401,
      body: { code: 403, msg: 'Token expired', error: 'forbidden', forbidden: 0, reason: 'token_expired' },
    });
    expect(answer.body.results[1].status).toBe(200);
    const none = await batch(t, { calls: [{ cmd: 'ParentAuthHandler.getUserProfile' }] });
    expect(none.body.results[0].status).toBe(401);
  });

  test('refuses a body that is not a batch of 1 to 20 calls, each with a string cmd', async ({ t, parent }) => {
    const call = { cmd: 'ParentNotification.getUnreadCount' };
    const auth = { authorization: `Bearer ${parent.token}` };
    expect((await batch(t, { calls: Array.from({ length: 20 }, () => call) }, auth)).status).toBe(200);
    const refused = [
      { calls: Array.from({ length: 21 }, () => call) },
      { calls: [] },
      { calls: call },
      { calls: [call, { cmd: 42 }] },
      { calls: [call, 'ParentNotification.getUnreadCount'] },
      {},
    ];
    for (const body of refused) {
      const answer = await batch(t, body, auth);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, reason: 'batch_invalid' });
    }
    for (const raw of ['{"calls": ', '[1,2]', '"calls"']) expect((await batch(t, raw, auth)).status).toBe(400);
    const huge = await batch(t, { calls: [{ ...call, pad: 'x'.repeat(70_000) }] }, auth);
    expect(huge.status).toBe(413);
  });

  test('keeps each call to its limits: 50 sign-ins in one batch meet the per-address limit', async ({ t }) => {
    const email = (await t.newParent()).email;
    const calls = Array.from({ length: 20 }, () => ({ cmd: 'ParentAuthHandler.signin', email, password: 'wrong password' }));
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const answer = await batch(t, { calls });
      statuses.push(...answer.body.results.map((r: { status: number }) => r.status));
    }
    // At most 10 failures per e-mail in 15 minutes, then 429, as for single calls.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(50);
  });
});

import { errors, eventRefusals, eventWindowText, isErrorReason } from '@t1d/contract';
import { describe, expect, test } from '../test/fixture.js';
import { gameChild, gameClient, gameRequest } from '../test/game.js';
import { tasksOf } from '../test/tasks.js';

/**
 * The game API's refusals carry `reason`, the stable code the gateway's carry (docs/protocol.md), beside
 * the `code` and `msg` the partner game has always read.
 */
describe('the game API names each refusal by its reason', () => {
  test('a body that is not JSON, one over 1 MiB, and one that fails validation', async ({ t }) => {
    const game = await gameClient(t);
    const notJson = await game.post('/activity', '{"events": [');
    expect([notJson.status, notJson.body]).toEqual([400, { code: 400, msg: errors.body_not_json.msg, reason: 'body_not_json' }]);
    const tooLarge = await game.post('/activity', { events: [{ reason: 'r'.repeat(1024 * 1024) }] });
    expect([tooLarge.status, tooLarge.body]).toEqual([413, { code: 413, msg: errors.body_too_large.msg, reason: 'body_too_large' }]);
    const invalid = await game.post('/activity', { events: [] });
    expect([invalid.status, invalid.body.code, invalid.body.reason]).toEqual([400, 400, 'validation_failed']);
    expect(invalid.body.errors).toEqual([{ field: 'events', message: expect.any(String) }]);
  });

  test('no key, and every other refusal, carry a code from the error table', async ({ t, parent }) => {
    const unknown = await gameRequest(t, 'POST', '/parent-login-links', null, { parent_id: parent.userId });
    expect([unknown.status, unknown.body.reason]).toEqual([401, 'invalid_api_key']);
    const game = await gameClient(t);
    for (const answer of [
      await game.post('/sso/redeem', { token: 'no-such-token' }),
      await game.post('/children/verify', { login_name: 'nobody', password: 'wrong' }),
      await game.post('/gifts/999999/deliver'),
    ]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(isErrorReason(answer.body.reason), answer.raw).toBe(true);
      expect(answer.body.code).toBe(answer.status);
      expect(answer.body.msg).toBe(errors[answer.body.reason as keyof typeof errors].msg);
    }
  });

  test('an event outside the window is refused by its index, in words built from the window', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const now = t.clock.now();
    const event = (event_id: string, occurred_at: number) => ({ event_id, child_id: child.id, type: 'played', occurred_at });
    const answer = await game.post('/activity', { events: [event('old', now - 31 * 86_400), event('new', now + 600)] });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([
      { index: 0, reason: 'event_too_old', message: eventWindowText.tooOld },
      { index: 1, reason: 'event_in_future', message: eventWindowText.tooNew },
    ]);
    expect(eventWindowText.tooOld).toBe('occurred_at is more than 30 days in the past');
    expect(eventWindowText.tooNew).toBe('occurred_at is more than 5 minutes in the future');
  });

  test("an event of a batch the service cannot apply carries its reason: an unknown child, or the task's own refusal", async ({
    t,
    parent,
  }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const daily = (await tasksOf(t, parent)).find((task) => task.loop_type === 1);
    t.clock.advance(daily.expires_at - t.clock.now());
    const now = t.clock.now();
    const answer = await game.post('/activity', {
      events: [
        { event_id: 'a', child_id: 999_999, type: 'played', occurred_at: now },
        { event_id: 'b', child_id: child.id, type: 'task_completed', task_instance_id: daily.task_instance_id, occurred_at: now },
        { event_id: 'c', child_id: child.id, type: 'played', occurred_at: now },
      ],
    });
    expect(answer.body).toEqual({
      accepted: 1,
      duplicates: 0,
      errors: [
        { index: 0, message: eventRefusals.unknown_child, reason: 'unknown_child' },
        { index: 1, message: errors.task_expired.msg, reason: 'task_expired' },
      ],
    });
  });

  test('the published document declares `reason` on every refusal and on each refused event', async ({ t }) => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/game/v1/openapi.json' })).json();
    const activity = document.paths['/api/game/v1/activity'].post.responses;
    for (const status of ['400', '401', '409', '413', '429']) {
      const schema = activity[status].content['application/json'].schema;
      expect(schema.required, status).toContain('reason');
    }
    const refusedEvent = activity['200'].content['application/json'].schema.properties.errors.items;
    expect(refusedEvent.required).toEqual(['index', 'message', 'reason']);
  });
});

import { eventRefusals } from '@t1d/contract';
import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient } from '../../test/game.js';

const day = 86_400;

describe('POST /api/game/v1/activity with a backlog', () => {
  test('a game back from a holiday: events of up to 30 days count on the day they happened, and each stale one is refused alone', async ({
    t,
    parent,
  }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const now = t.clock.now();
    const answer = await game.post('/activity', {
      events: [
        { event_id: 'too-old', child_id: child.id, type: 'played', occurred_at: now - 31 * day },
        { event_id: 'ahead', child_id: child.id, type: 'played', occurred_at: now + 600 },
        { event_id: 'holiday-play', child_id: child.id, type: 'played', occurred_at: now - 20 * day },
        { event_id: 'holiday-chat', child_id: child.id, type: 'interaction', kind: 'chat_message', count: 3, occurred_at: now - 20 * day },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      accepted: 2,
      duplicates: 0,
      errors: [
        { index: 0, reason: 'event_too_old', message: eventRefusals.event_too_old },
        { index: 1, reason: 'event_in_future', message: eventRefusals.event_in_future },
      ],
    });
    expect(eventRefusals.event_too_old).toBe('occurred_at is more than 30 days in the past');

    const interactions = await t.call('ParentInteractionsHandler.get_interactions', { child_id: child.id }, parent.token);
    expect(interactions.body.data.children[0]).toMatchObject({ chat_messages: 3 });
    const then = new Date((now - 20 * day) * 1000);
    const streak = await t.call(
      'FamilyStreak.getChildStreak',
      { year: then.getUTCFullYear(), month: then.getUTCMonth() + 1, user_id: child.id },
      parent.token,
    );
    expect(streak.body.data.total_streak_days).toBe(1);

    // A refused event claimed nothing: sent again with a time inside the window, it counts.
    const corrected = await game.post('/activity', {
      events: [{ event_id: 'ahead', child_id: child.id, type: 'played', occurred_at: now }],
    });
    expect(corrected.body).toEqual({ accepted: 1, duplicates: 0, errors: [] });
  });
});

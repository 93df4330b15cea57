import { describe, expect } from '../test/fixture.js';
import { test } from '../test/redFlags.js';
import type { TestApp } from '../test/testApp.js';
import { raiseRedFlag } from './raise.js';

const day = 86_400;

/** The game's concern `period` about a child: the same words are the same concern. */
const concern = (t: TestApp, childId: number, period: string, reason = 'Shared a phone number in chat') =>
  raiseRedFlag(t.database.db, {
    childId,
    rule: 'game_concern',
    periodKey: period,
    textKey: 'game_concern',
    params: { reason },
    now: t.clock.now(),
  });

async function periodsOf(t: TestApp, childId: number) {
  const rows = await t.database.db
    .selectFrom('red_flag_periods')
    .select(['red_flag_id', 'period_key'])
    .where('child_id', '=', childId)
    .execute();
  return rows.map((row) => `${row.period_key}→${row.red_flag_id}`).sort();
}

describe('a concern that comes back goes to the flag the family has for it', () => {
  test('is recorded while the flag is open, reopens it within a week of handling, and is a new flag after', async ({
    t,
    flags: { setTime, tokenOf, newFamily, nameParents, act, flagsOf, notificationsOf },
  }) => {
    setTime('2026-12-01T02:00:00Z');
    const family = await newFamily('Yu');
    await nameParents(family);
    const first = (await concern(t, family.childId, 'moderation:1'))!;
    expect(first).toBeGreaterThan(0);
    expect((await notificationsOf(family.coParent)).total).toBe(1);

    // Open: the new period is counted against it; no flag, nobody told. The same period again is nothing.
    t.clock.advance(3600);
    expect(await concern(t, family.childId, 'moderation:2')).toBeNull();
    expect(await concern(t, family.childId, 'moderation:2')).toBeNull();
    expect(await periodsOf(t, family.childId)).toEqual([`moderation:1→${first}`, `moderation:2→${first}`]);
    expect((await flagsOf(family.parent)).all_total).toBe(1);
    expect((await notificationsOf(family.coParent)).total).toBe(1);

    // Handled and taken on again six days later: it comes back to new, for everyone, with a push-worthy notice.
    await act(family.coParent, 'RedFlagIntervention.takeOn', { interventionId: first });
    await act(family.parent, 'RedFlagIntervention.markHandled', { interventionId: first, tried: ['talked_calmly'] });
    t.clock.advance(6 * day);
    expect(await concern(t, family.childId, 'moderation:3')).toBeNull();
    const back = (await flagsOf(family.parent)).data;
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ id: first, state: 'new', owner: null, owner_is_me: false });
    expect(back[0]!.steps.map((step: { kind: string }) => step.kind)).toEqual(['raised', 'seen', 'on_it', 'seen', 'handled', 'reopened']);
    expect(back[0]!.steps.at(-1)).toEqual({ kind: 'reopened', by: null, by_me: false, at: t.clock.now(), tried: [], note: '' });
    const flag = await t.database.db
      .selectFrom('red_flags')
      .select(['state_since', 'reminded_at', 'owner_id'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(flag).toEqual({ state_since: t.clock.now(), reminded_at: null, owner_id: null });
    for (const parent of [family.parent, family.coParent])
      expect((await notificationsOf(parent)).data[0]).toMatchObject({
        title: 'A red flag is back',
        body: 'The game noticed something about Yu: Shared a phone number in chat It came back within a week of being handled: see Red flags.',
      });
    const reopened = await t.database.db.selectFrom('red_flag_events').select('period_key').where('kind', '=', 'reopened').execute();
    expect(reopened).toEqual([{ period_key: 'moderation:3' }]);
    // It is news again: unread for both parents, though both read it before, on the dashboard's card too.
    for (const parent of [family.parent, family.coParent]) {
      expect(await flagsOf(parent)).toMatchObject({ total: 1, data: [{ id: first, is_read: false }] });
      expect((await flagsOf(parent, { unread_only: true, per_page: 1 })).data.map((row) => row.id)).toEqual([first]);
    }
    // Opening it again moves it on for the family and reads it for the reader alone.
    const reread = await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [first] }, await tokenOf(family.parent));
    expect(reread.body.data).toEqual({ updated: 1 });
    expect(await flagsOf(family.parent)).toMatchObject({ total: 0, data: [{ is_read: true }] });
    expect((await flagsOf(family.coParent)).data[0]).toMatchObject({ state: 'seen', is_read: false });
    expect((await flagsOf(family.coParent)).data[0]!.steps.at(-1)).toMatchObject({ kind: 'seen', by: 'Li Na' });

    // Handled and resolved, then more than a week goes by: the concern is a new flag.
    await act(family.parent, 'RedFlagIntervention.markHandled', { interventionId: first, note: 'Talked again' });
    await act(family.parent, 'RedFlagIntervention.resolve', { interventionId: first });
    t.clock.advance(7 * day + 1);
    const second = await concern(t, family.childId, 'moderation:4');
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    // Other words are another concern, while the first is open too.
    const other = await concern(t, family.childId, 'moderation:5', 'Used rude words');
    expect(other).not.toBeNull();
    expect((await flagsOf(family.parent)).data.map((row) => [row.id, row.state])).toEqual([
      [other, 'new'],
      [second, 'new'],
      [first, 'resolved'],
    ]);
  });

  test('raised for many periods at once: one flag, one notice each, every period counted once', async ({
    t,
    flags: { setTime, newFamily },
  }) => {
    setTime('2026-12-01T02:00:00Z');
    const family = await newFamily('Yu');
    const raised = await Promise.all(Array.from({ length: 10 }, (_, i) => concern(t, family.childId, `moderation:${i % 5}`)));
    expect(raised.filter((id) => id !== null)).toHaveLength(1);
    const flag = raised.find((id) => id !== null)!;
    expect(await periodsOf(t, family.childId)).toEqual([0, 1, 2, 3, 4].map((i) => `moderation:${i}→${flag}`));
    const notices = await t.database.db.selectFrom('notifications').select('user_id').where('red_flag_id', '=', flag).execute();
    expect(notices).toHaveLength(2);
    const steps = await t.database.db.selectFrom('red_flag_events').select('kind').where('red_flag_id', '=', flag).execute();
    expect(steps).toEqual([{ kind: 'raised' }]);
  });
});

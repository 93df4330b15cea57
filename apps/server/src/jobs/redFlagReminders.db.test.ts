import { writeSettings } from '../economy/settings.js';
import { renderNotification } from '../notifications/texts.js';
import { raiseRedFlag } from '../redFlags/raise.js';
import { describe, expect } from '../test/fixture.js';
import { pushesTo, subscribe, test } from '../test/push.js';
import { at } from '../test/shanghai.js';
import type { TestApp } from '../test/testApp.js';
import { sendRedFlagReminders } from './redFlagReminders.js';

/** A family in Shanghai (UTC+8) with two parents and Jun, signed up at `iso`. */
async function shanghaiFamily(t: TestApp, iso: string) {
  t.clock.advance(at(iso) - t.clock.now());
  const parent = await t.newParent(undefined, undefined, 'Asia/Shanghai');
  const coParent = await t.joinFamilyOf(parent);
  const childId = (await t.call('ParentInviteHandler.create_child', { child_name: 'Jun' }, parent.token)).body.data.user_id as number;
  return { parent, coParent, childId };
}

describe('the red-flag reminder job', () => {
  test('reminds every parent once of a flag nobody opened, after two hours of their daytime, with a push', async ({ t, pushService }) => {
    const setTime = (iso: string) => t.clock.advance(at(iso) - t.clock.now());
    // 23:00 in Shanghai.
    const { parent, coParent, childId } = await shanghaiFamily(t, '2026-12-01T15:00:00Z');
    const phone = pushService.device('parent-phone');
    expect((await subscribe(t, parent, phone)).status).toBe(200);
    const concern = (reason: string) =>
      raiseRedFlag(t.database.db, {
        childId,
        rule: 'game_concern',
        periodKey: reason,
        textKey: 'game_concern',
        params: { reason },
        now: t.clock.now(),
      });
    const remind = () => sendRedFlagReminders(t.database.db, t.clock.now());
    const reminders = async () =>
      (
        await t.database.db
          .selectFrom('notifications')
          .select(['user_id', 'red_flag_id', 'text_key', 'params'])
          .where('text_key', '=', 'red_flag_reminder')
          .orderBy('id')
          .execute()
      ).map((row) => ({ user_id: row.user_id, red_flag_id: row.red_flag_id, ...renderNotification(row.text_key, row.params, 'en') }));
    const late = (await concern('Shared a phone number'))!;
    await t.app.pushDispatcher.idle();

    // The night does not count: due at 10:00, and two processes at once send it once.
    setTime('2026-12-02T01:59:59Z');
    expect(await remind()).toBe(0);
    setTime('2026-12-02T02:00:00Z');
    expect((await Promise.all([remind(), remind()])).sort()).toEqual([0, 1]);
    const told = { red_flag_id: late, title: 'A red flag is waiting', body: 'Nobody has seen the red flag about Jun yet.' };
    expect(await reminders()).toEqual([
      { user_id: parent.userId, ...told },
      { user_id: coParent.userId, ...told },
    ]);
    const steps = await t.database.db
      .selectFrom('red_flag_events')
      .select(['kind', 'at'])
      .where('red_flag_id', '=', late)
      .orderBy('id')
      .execute();
    expect(steps.map((step) => step.kind)).toEqual(['raised', 'reminded']);
    await t.app.pushDispatcher.idle();
    const pushed = pushesTo(pushService, phone);
    expect(pushed.map((push) => push.message.title)).toEqual(['New red flag', 'A red flag is waiting']);
    expect(pushed[1]!.message.url).toBe('/red-flag-and-interventions');
    // Kept an hour for a phone that is off: it must not arrive at night.
    expect(pushed[1]!.headers.ttl).toBe('3600');
    // Once only.
    setTime('2026-12-02T02:10:00Z');
    expect(await remind()).toBe(0);

    // A flag a parent opened in time is not reminded of; nor one raised at 20:30 before 09:30 the next morning.
    setTime('2026-12-02T02:30:00Z');
    const opened = (await concern('Used rude words'))!;
    await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [opened] }, coParent.token);
    setTime('2026-12-02T12:30:00Z');
    expect(await remind()).toBe(0);
    const evening = (await concern('Sent a link'))!;
    setTime('2026-12-03T01:29:59Z');
    expect(await remind()).toBe(0);
    setTime('2026-12-03T01:30:00Z');
    expect(await remind()).toBe(1);
    expect((await reminders()).map((row) => row.red_flag_id)).toEqual([late, late, evening, evening]);
  });

  test("counts the operator's hours, sends only in the family's daytime, and leaves a backlog alone", async ({ t }) => {
    const setTime = (iso: string) => t.clock.advance(at(iso) - t.clock.now());
    // 10:00 in Shanghai.
    const { childId } = await shanghaiFamily(t, '2026-12-01T02:00:00Z');
    await writeSettings(t.database.db, { red_flag_reminder_hours: 1 });
    const raise = (period: string, now = t.clock.now()) =>
      raiseRedFlag(t.database.db, { childId, rule: 'activity_drop', periodKey: period, textKey: 'activity_drop', params: {}, now });
    const remind = () => sendRedFlagReminders(t.database.db, t.clock.now());
    const flag = (await raise('2026-11-28'))!;
    setTime('2026-12-01T02:59:59Z');
    expect(await remind()).toBe(0);
    // The job did not run in the day (stopped, or behind): not at 22:00, but at 08:00.
    setTime('2026-12-01T14:00:00Z');
    expect(await remind()).toBe(0);
    setTime('2026-12-02T00:00:00Z');
    expect(await remind()).toBe(1);
    const remindedAt = await t.database.db.selectFrom('red_flags').select('reminded_at').where('id', '=', flag).executeTakeFirstOrThrow();
    expect(remindedAt.reminded_at).toBe(t.clock.now());

    // A flag nobody opened for five days is a backlog: no reminder now helps.
    const { childId: other } = await shanghaiFamily(t, '2026-12-02T00:00:00Z');
    await raiseRedFlag(t.database.db, {
      childId: other,
      rule: 'activity_drop',
      periodKey: '2026-11-20',
      textKey: 'activity_drop',
      params: {},
      now: t.clock.now() - 5 * 86_400,
    });
    expect(await remind()).toBe(0);
  });
});

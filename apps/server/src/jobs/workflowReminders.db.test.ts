import type { WorkflowStep } from '@t1d/contract';
import { takeStep } from '../consultation/workflow.js';
import { renderNotification } from '../notifications/texts.js';
import { describe, expect } from '../test/fixture.js';
import { pushesTo, subscribe, test } from '../test/push.js';
import { at } from '../test/shanghai.js';
import type { Parent, TestApp } from '../test/testApp.js';
import { sendWorkflowReminders } from './workflowReminders.js';

/** A family in Shanghai (UTC+8) with two parents, signed up at 10:00 local time on 22 November 2026. */
async function shanghaiParents(t: TestApp) {
  t.clock.advance(at('2026-11-22T02:00:00Z') - t.clock.now());
  const parent = await t.newParent(undefined, undefined, 'Asia/Shanghai');
  const coParent = await t.joinFamilyOf(parent);
  return { parent, coParent };
}

describe('the workflow reminder job', () => {
  test("reminds a family of its waiting step on schedule, in its daytime, once across processes, with a push to the step's page", async ({
    t,
    pushService,
  }) => {
    const setTime = (iso: string) => t.clock.advance(at(iso) - t.clock.now());
    const { parent, coParent } = await shanghaiParents(t);
    const other = await t.newParent(undefined, undefined, 'Asia/Shanghai');
    const phone = pushService.device('parent-phone');
    expect((await subscribe(t, parent, phone)).status).toBe(200);

    const step = (family: Parent, name: WorkflowStep) =>
      takeStep(
        t.database.db,
        family.familyId,
        name,
        { kind: name.includes('finished') ? 'operator' : 'parent', userId: null },
        t.clock.now(),
      );
    const remind = () => sendWorkflowReminders(t.database.db, t.clock.now());
    const reminders = async (family: Parent) =>
      (
        await t.database.db
          .selectFrom('notifications')
          .select(['user_id', 'text_key', 'params'])
          .where('family_id', '=', family.familyId)
          .where('text_key', 'like', 'consultation_reminder_%')
          .orderBy('id')
          .execute()
      ).map((row) => ({ user_id: row.user_id, ...renderNotification(row.text_key, row.params, 'en') }));

    // The clinic finishes the appointment at 10:00 on 22 November; the other family only booked.
    await step(parent, 'book_appointment');
    await step(parent, 'appointment_finished');
    await step(other, 'book_appointment');
    // A third family has waited on its referral for 40 days when reminders begin: a backlog, left alone.
    const backlog = await t.newParent(undefined, undefined, 'Asia/Shanghai');
    await step(backlog, 'book_appointment');
    await step(backlog, 'appointment_finished');
    await t.database.db
      .updateTable('consultation_workflows')
      .set((eb) => ({ stage_since: eb('stage_since', '-', 40 * 86400) }))
      .where('family_id', '=', backlog.familyId)
      .execute();

    setTime('2026-11-25T01:59:59Z');
    expect(await remind()).toBe(0);
    // Three days on, two processes' jobs at once remind the family once: both parents.
    setTime('2026-11-25T02:00:00Z');
    expect((await Promise.all([remind(), remind()])).sort()).toEqual([0, 1]);
    const first = {
      title: 'Reminder: request the doctor referral',
      body: 'Your appointment finished 3 days ago. Request the doctor referral to continue your care plan.',
    };
    expect(await reminders(parent)).toEqual([
      { user_id: parent.userId, ...first },
      { user_id: coParent.userId, ...first },
    ]);
    expect(await reminders(other)).toEqual([]);
    expect(await reminders(backlog)).toEqual([]);
    await t.app.pushDispatcher.idle();
    // The appointment's own news came first.
    const pushed = pushesTo(pushService, phone).map((push) => push.message);
    expect(pushed.map((push) => push.title)).toEqual(['Appointment completed', first.title]);
    expect(pushed[1]).toMatchObject({ ...first, url: '/doctor-referral' });
    // Kept an hour for a phone that is off, not the day other pushes are: it must not arrive at night.
    expect(pushesTo(pushService, phone).map((push) => push.headers.ttl)).toEqual(['86400', '3600']);

    // Not again the next day; a week later, not at 23:00, but at 09:00 the morning after.
    setTime('2026-11-26T02:00:00Z');
    expect(await remind()).toBe(0);
    setTime('2026-12-02T15:00:00Z');
    expect(await remind()).toBe(0);
    setTime('2026-12-03T01:00:00Z');
    expect(await remind()).toBe(1);
    expect((await reminders(parent)).at(-1)?.body).toContain('finished 10 days ago');

    // The parent takes the step: nothing is waiting on the family until the clinic finishes the referral.
    await step(parent, 'start_doctor_referral');
    setTime('2026-12-20T02:00:00Z');
    expect(await remind()).toBe(0);
    await step(parent, 'referral_finished');

    // The backpack stage has its own reminders (the referral's two do not count): three, then no more.
    const backpack = async () => (await reminders(parent)).filter((row) => row.title.includes('backpack')).length;
    for (const [iso, expected] of [
      ['2026-12-23T02:00:00Z', 1],
      ['2026-12-30T02:00:00Z', 2],
      ['2027-01-06T02:00:00Z', 3],
      ['2027-01-13T02:00:00Z', 3],
      ['2027-02-13T02:00:00Z', 3],
    ] as const) {
      setTime(iso);
      await remind();
      expect(await backpack(), iso).toBe(expected * 2);
    }
    expect((await reminders(parent)).at(-1)).toMatchObject({
      title: 'Reminder: confirm your supplies backpack',
      body: 'Your backpack was sent 17 days ago. Confirm it when it arrives; if it has not come, please contact the clinic.',
    });
  });
});

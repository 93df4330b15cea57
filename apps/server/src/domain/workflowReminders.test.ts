import { describe, expect, it } from 'vitest';
import { daysWaited, isDaytime, reminderDue, sentThisStage } from './workflowReminders.js';

const day = 24 * 3600;
const since = 1_800_000_000;

describe('the workflow reminder schedule', () => {
  it('reminds first once the step has waited three days', () => {
    const fresh = { stageSince: since, remindedAt: null, remindersSent: 0 };
    expect(reminderDue(fresh, since + 3 * day - 1)).toBe(false);
    expect(reminderDue(fresh, since + 3 * day)).toBe(true);
  });

  it('reminds again a week after each reminder, three times per stage at most', () => {
    const first = since + 3 * day;
    const once = { stageSince: since, remindedAt: first, remindersSent: 1 };
    // An hour's slack: the hourly job's runs drift by seconds, which must not cost the reminder an hour.
    expect(reminderDue(once, first + 7 * day - 3601)).toBe(false);
    expect(reminderDue(once, first + 7 * day - 3600)).toBe(true);
    expect(reminderDue({ ...once, remindersSent: 2 }, first + 7 * day)).toBe(true);
    expect(reminderDue({ ...once, remindersSent: 3 }, first + 70 * day)).toBe(false);
  });

  it("does not count an earlier stage's reminders", () => {
    const earlier = { stageSince: since, remindedAt: since - 10, remindersSent: 3 };
    expect(sentThisStage(earlier)).toBe(0);
    expect(reminderDue(earlier, since + 3 * day)).toBe(true);
    expect(reminderDue(earlier, since + 2 * day)).toBe(false);
  });

  it('starts no reminders for a stage that has waited over 30 days without any (a backlog)', () => {
    const backlog = { stageSince: since, remindedAt: null, remindersSent: 0 };
    expect(reminderDue(backlog, since + 30 * day)).toBe(true);
    expect(reminderDue(backlog, since + 30 * day + 1)).toBe(false);
    // Repeats of a stage already reminded go on.
    expect(reminderDue({ stageSince: since, remindedAt: since + 17 * day, remindersSent: 2 }, since + 24 * day)).toBe(true);
  });

  it('counts a stage begun in the same second as an earlier reminder afresh', () => {
    expect(sentThisStage({ stageSince: since, remindedAt: since, remindersSent: 3 })).toBe(0);
  });

  it('goes out only between 09:00 and 20:00 local time', () => {
    expect([8, 9, 19, 20, 23, 0].map(isDaytime)).toEqual([false, true, true, false, false, false]);
  });

  it('counts whole days waited, at least one', () => {
    expect(daysWaited(since, since + 3 * day + 5)).toBe(3);
    expect(daysWaited(since, since + 5)).toBe(1);
  });
});

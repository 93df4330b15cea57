const day = 24 * 3600;

/**
 * When a family waiting on its own consultation step is reminded: once the step has waited three
 * days, again a week after each reminder, three times at most per stage; and only in the family's
 * daytime, so that a push never wakes anyone.
 */
export const reminderSchedule = {
  firstAfterSeconds: 3 * day,
  /**
   * A stage waiting longer than this with no reminder gets none: on schedule its first came on day 3,
   * so this is a backlog (the reminders' first deployment, or the jobs stopped for weeks), and telling
   * a family its appointment "finished 140 days ago" helps nobody.
   */
  firstWithinSeconds: 30 * day,
  repeatAfterSeconds: 7 * day,
  /** The job runs hourly at a few seconds' drift: a repeat an hour early is still a week on. */
  repeatSlackSeconds: 3600,
  maxPerStage: 3,
  /** Local hours [from, until) in which a reminder may go out. */
  daytime: [9, 20] as const,
};

export interface ReminderState {
  /** When the family reached the stage whose step is due. */
  stageSince: number;
  /** The last reminder's time, of this or an earlier stage. */
  remindedAt: number | null;
  /** Reminders sent, counted since `remindedAt`'s stage began. */
  remindersSent: number;
}

/** Reminders already sent for the current stage: those of an earlier stage do not count. */
export function sentThisStage(state: ReminderState): number {
  // A stage never begins after a reminder of its own, but may begin in the same second as an earlier stage's.
  return state.remindedAt === null || state.remindedAt <= state.stageSince ? 0 : state.remindersSent;
}

/** Whether a reminder for the current stage is due at `now` (the daytime is the caller's to check). */
export function reminderDue(state: ReminderState, now: number): boolean {
  const sent = sentThisStage(state);
  if (sent >= reminderSchedule.maxPerStage) return false;
  const waited = now - state.stageSince;
  if (sent === 0) return waited >= reminderSchedule.firstAfterSeconds && waited <= reminderSchedule.firstWithinSeconds;
  return now - state.remindedAt! >= reminderSchedule.repeatAfterSeconds - reminderSchedule.repeatSlackSeconds;
}

export const isDaytime = (localHour: number) => localHour >= reminderSchedule.daytime[0] && localHour < reminderSchedule.daytime[1];

/** Whole days the step has waited, for the reminder's words. */
export const daysWaited = (stageSince: number, now: number) => Math.max(1, Math.floor((now - stageSince) / day));

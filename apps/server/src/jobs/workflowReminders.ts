import { workflowStages } from '@t1d/contract';
import { remindWaitingStep } from '../consultation/stepReminders.js';
import type { Db } from '../db/database.js';
import { parentStepDue } from '../domain/consultation.js';
import { localHour } from '../domain/days.js';
import { isDaytime, reminderDue, reminderSchedule, sentThisStage } from '../domain/workflowReminders.js';

const batch = 200;
const stagesWaitingOnFamily = workflowStages.filter((stage) => parentStepDue(stage) !== null);

/**
 * Reminds the parents of every family whose consultation step has waited on them past the schedule
 * (domain/workflowReminders.ts), in the family's daytime: a notification and a push that open the
 * step's page. Each reminder is claimed on the workflow row, so two processes at once send it once.
 * A family whose reminder fails stops the run; the retry finds the ones already sent claimed.
 * Answers how many families this call reminded.
 */
export async function sendWorkflowReminders(db: Db, now: number): Promise<number> {
  let reminded = 0;
  let after = 0;
  for (;;) {
    const waiting = await db
      .selectFrom('consultation_workflows')
      .innerJoin('families', 'families.id', 'consultation_workflows.family_id')
      .select(['family_id', 'stage', 'stage_since', 'reminded_at', 'reminders_sent', 'families.time_zone'])
      .where('stage', 'in', stagesWaitingOnFamily)
      .where('stage_since', '<=', now - reminderSchedule.firstAfterSeconds)
      .where('family_id', '>', after)
      .orderBy('family_id')
      .limit(batch)
      .execute();
    for (const workflow of waiting) {
      const state = { stageSince: workflow.stage_since, remindedAt: workflow.reminded_at, remindersSent: workflow.reminders_sent };
      if (!reminderDue(state, now) || !isDaytime(localHour(now, workflow.time_zone))) continue;
      if (await remindWaitingStep(db, workflow, sentThisStage(state) + 1, now)) reminded += 1;
    }
    if (waiting.length < batch) break;
    after = waiting.at(-1)!.family_id;
  }
  return reminded;
}

import type { WorkflowStage } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { parentStepDue } from '../domain/consultation.js';
import { localHour } from '../domain/days.js';
import { daysWaited, isDaytime, reminderDue, reminderSchedule, sentThisStage } from '../domain/workflowReminders.js';
import { notifyParents } from '../notifications/notify.js';

const batch = 200;
const stagesWaitingOnFamily = ['ready_for_doctor_referral', 'ready_for_backpack_confirmation'] as const;

/**
 * Reminds the parents of every family whose consultation step has waited on them past the schedule
 * (domain/workflowReminders.ts), in the family's daytime: a notification and a push that open the
 * step's page. Each reminder is claimed on the workflow row by comparing what was read, so two
 * processes at once send it once. Answers how many families this call reminded.
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
      if (await remindOnce(db, workflow, sentThisStage(state) + 1, now)) reminded += 1;
    }
    if (waiting.length < batch) break;
    after = waiting.at(-1)!.family_id;
  }
  return reminded;
}

interface Waiting {
  family_id: number;
  stage: WorkflowStage;
  stage_since: number;
  reminded_at: number | null;
}

/** Claims the reminder (the row still as read) and tells the parents, in one transaction. */
function remindOnce(db: Db, workflow: Waiting, sent: number, now: number): Promise<boolean> {
  const step = parentStepDue(workflow.stage)!;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('consultation_workflows')
      .set({ reminded_at: now, reminders_sent: sent })
      .where('family_id', '=', workflow.family_id)
      .where('stage', '=', workflow.stage)
      .where('stage_since', '=', workflow.stage_since)
      .where((eb) => (workflow.reminded_at === null ? eb('reminded_at', 'is', null) : eb('reminded_at', '=', workflow.reminded_at)))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await notifyParents(trx, {
      familyId: workflow.family_id,
      type: 'consultation',
      textKey: `consultation_reminder_${step}`,
      params: { days: daysWaited(workflow.stage_since, now) },
      now,
    });
    return true;
  });
}

import type { WorkflowStage } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { parentStepDue } from '../domain/consultation.js';
import { daysWaited } from '../domain/workflowReminders.js';
import { notifyParents } from '../notifications/notify.js';
import { inTransaction } from '../db/transactions.js';

/** A workflow as the reminder job read it. */
export interface WaitingWorkflow {
  family_id: number;
  stage: WorkflowStage;
  stage_since: number;
  reminded_at: number | null;
}

/**
 * Reminds the family's parents of the step their stage waits on: claims the reminder on the workflow
 * row, still as `workflow` read it (another process, or the family's own step, may have moved it),
 * and tells the parents in the same transaction. `sent` is the stage's count with this one. Answers
 * whether this call sent it.
 */
export function remindWaitingStep(db: Db, workflow: WaitingWorkflow, sent: number, now: number): Promise<boolean> {
  const step = parentStepDue(workflow.stage);
  if (!step) return Promise.resolve(false);
  return inTransaction(db, async (trx) => {
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

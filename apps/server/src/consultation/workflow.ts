import type { WorkflowStatus, WorkflowStep } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transactions.js';
import type { ConsultationAuditTable, ConsultationWorkflowsTable } from '../db/consultationSchema.js';
import { judgeStep, type StepRule } from '../domain/consultation.js';
import { Refusal, notFound } from '../domain/refusal.js';
import type { FamilyScope, OperatorScope } from '../domain/scope.js';
import { actorName } from '../notifications/actor.js';
import { grantCarePlanMilestone } from '../economy/milestones.js';
import { notifyParents } from '../notifications/notify.js';

export interface StepActor {
  kind: ConsultationAuditTable['actor_kind'];
  userId: number | null;
}

export function toStatus(row: ConsultationWorkflowsTable | undefined): WorkflowStatus {
  return {
    current_stage: row?.stage ?? 'not_started',
    is_completed: row?.stage === 'completed',
    book_appointment_created_at: row?.book_appointment_created_at ?? null,
    book_appointment_finished_at: row?.book_appointment_finished_at ?? null,
    doctor_referral_created_at: row?.doctor_referral_created_at ?? null,
    doctor_referral_finished_at: row?.doctor_referral_finished_at ?? null,
    backpack_received_at: row?.backpack_received_at ?? null,
  };
}

export function readWorkflow(db: Db, familyId: number) {
  return db.selectFrom('consultation_workflows').selectAll().where('family_id', '=', familyId).executeTakeFirst();
}

/**
 * Moves the stage from the rule's stage to the next and answers the workflow as written; undefined
 * when another request moved it first.
 */
async function apply(trx: Db, familyId: number, rule: StepRule, now: number): Promise<ConsultationWorkflowsTable | undefined> {
  if (rule.from === 'not_started') {
    return trx
      .insertInto('consultation_workflows')
      .values({ family_id: familyId, stage: rule.to, stage_since: now, [rule.stamp]: now, reminders_sent: 0 })
      .onConflict((oc) => oc.column('family_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }
  // A new stage starts its reminders afresh.
  return trx
    .updateTable('consultation_workflows')
    .set({ stage: rule.to, stage_since: now, [rule.stamp]: now, reminded_at: null, reminders_sent: 0 })
    .where('family_id', '=', familyId)
    .where('stage', '=', rule.from)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The one way a family's consultation moves (ADR 0009): parents' commands and the clinic desk both
 * come here. A step from its own stage is applied, stamped, written to the
 * audit trail and told to the family's parents (the last one also grants the care plan's milestone), all in one transaction; a step already taken answers
 * the status unchanged; a step out of order is refused (409, workflow envelope) and changes nothing.
 */
export async function takeStep(db: Db, familyId: number, step: WorkflowStep, actor: StepActor, now: number): Promise<WorkflowStatus> {
  const current = await readWorkflow(db, familyId);
  const judgement = judgeStep(current?.stage ?? 'not_started', step);
  if (judgement.kind === 'refuse') throw outOfOrder(judgement.message);
  if (judgement.kind === 'already') return toStatus(current);
  const { rule } = judgement;
  const applied = await inTransaction(db, async (trx) => {
    const written = await apply(trx, familyId, rule, now);
    if (!written) return undefined;
    await trx
      .insertInto('consultation_audit')
      .values({
        family_id: familyId,
        step,
        from_stage: rule.from,
        to_stage: rule.to,
        actor_user_id: actor.userId,
        actor_kind: actor.kind,
        at: now,
      })
      .execute();
    await notifyParents(trx, {
      familyId,
      type: 'consultation',
      textKey: `consultation_${step}`,
      params: { actor: actor.kind === 'parent' && actor.userId !== null ? await actorName(trx, actor.userId) : '' },
      now,
      except: actor.kind === 'parent' ? (actor.userId ?? undefined) : undefined,
    });
    // The care plan's last step completes the consultation milestone (ADR 0033), in the same transaction.
    if (rule.to === 'completed') await grantCarePlanMilestone(trx, familyId, now);
    return written;
  });
  if (applied) return toStatus(applied);
  // Not applied here: judge again against what is stored now (a concurrent request may have taken it).
  const latest = await readWorkflow(db, familyId);
  const again = judgeStep(latest?.stage ?? 'not_started', step);
  if (again.kind === 'refuse') throw outOfOrder(again.message);
  return toStatus(latest);
}

const outOfOrder = (message: string) => new Refusal('workflow_out_of_order', { msg: message });

/** A parent's step of the family's own workflow. */
export const takeParentStep = (db: Db, scope: FamilyScope, step: WorkflowStep, now: number) =>
  takeStep(db, scope.familyId, step, { kind: 'parent', userId: scope.userId }, now);

/** A clinic step for any family, taken by an operator; an unknown family is not found. */
export async function takeClinicStep(db: Db, operator: OperatorScope, familyId: number, step: WorkflowStep, now: number) {
  const family = await db.selectFrom('families').select('id').where('id', '=', familyId).executeTakeFirst();
  if (!family) throw notFound();
  return takeStep(db, family.id, step, { kind: 'operator', userId: operator.userId }, now);
}

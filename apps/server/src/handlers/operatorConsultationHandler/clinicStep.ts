import type { WorkflowStep } from '@t1d/contract';
import { takeStep } from '../../consultation/workflow.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

type ClinicStepCommand = 'OperatorConsultationHandler.markAppointmentFinished' | 'OperatorConsultationHandler.markReferralFinished';

/** A clinic step for a family, taken by the operator at the clinic desk. */
export const clinicStep =
  (step: WorkflowStep): Handler<ClinicStepCommand> =>
  async (input, { db, clock, caller }) => {
    const family = await db.selectFrom('families').select('id').where('id', '=', input.family_id).executeTakeFirst();
    if (!family) throw notFound();
    return takeStep(db, family.id, step, { kind: 'operator', userId: caller.userId }, clock.now());
  };

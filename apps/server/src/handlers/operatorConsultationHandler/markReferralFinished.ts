import { takeClinicStep } from '../../consultation/workflow.js';
import type { Handler } from '../../gateway/context.js';

/** The doctor wrote the referral: the supplies backpack is on its way. */
export const markReferralFinished: Handler<'OperatorConsultationHandler.markReferralFinished'> = (input, { db, clock, caller }) =>
  takeClinicStep(db, caller, input.family_id, 'referral_finished', clock.now());

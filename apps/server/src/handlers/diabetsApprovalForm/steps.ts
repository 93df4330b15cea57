import type { WorkflowStep } from '@t1d/contract';
import { takeStep } from '../../consultation/workflow.js';
import type { Handler } from '../../gateway/context.js';

type ParentStepCommand = 'DiabetsApprovalForm.createApplication' | 'DiabetsApprovalForm.startDoctorReferral' | 'DiabetsApprovalForm.confirmBackpackReceived';

/** A parent's step of the family's workflow, taken as the caller. */
const parentStep =
  (step: WorkflowStep): Handler<ParentStepCommand> =>
  (_input, { db, clock, caller }) =>
    takeStep(db, caller.familyId, step, { kind: 'parent', userId: caller.userId }, clock.now());

/** Records the start of booking: the paid booking page opens in the app right after. */
export const createApplication = parentStep('book_appointment');
export const startDoctorReferral = parentStep('start_doctor_referral');
export const confirmBackpackReceived = parentStep('confirm_backpack');

import { takeParentStep } from '../../consultation/workflow.js';
import type { Handler } from '../../gateway/context.js';

/** The appointment is finished: the parent asks for the doctor referral. */
export const startDoctorReferral: Handler<'DiabetsApprovalForm.startDoctorReferral'> = (_input, { db, clock, caller }) =>
  takeParentStep(db, caller, 'start_doctor_referral', clock.now());

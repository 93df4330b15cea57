import { takeClinicStep } from '../../consultation/workflow.js';
import type { Handler } from '../../gateway/context.js';

/** The clinic saw the family: the parent may ask for the doctor referral. */
export const markAppointmentFinished: Handler<'OperatorConsultationHandler.markAppointmentFinished'> = (input, { db, clock, caller }) =>
  takeClinicStep(db, caller, input.family_id, 'appointment_finished', clock.now());

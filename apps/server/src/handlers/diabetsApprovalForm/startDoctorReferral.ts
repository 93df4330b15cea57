import { parentStep } from './parentStep.js';

/** The appointment is finished: the parent asks for the doctor referral. */
export const startDoctorReferral = parentStep('start_doctor_referral');

import { clinicStep } from './clinicStep.js';

/** The clinic saw the family: the parent may ask for the doctor referral. */
export const markAppointmentFinished = clinicStep('appointment_finished');

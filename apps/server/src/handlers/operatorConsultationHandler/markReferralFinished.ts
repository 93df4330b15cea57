import { clinicStep } from './clinicStep.js';

/** The doctor wrote the referral: the supplies backpack is on its way. */
export const markReferralFinished = clinicStep('referral_finished');

import { parentStep } from './parentStep.js';

/** Records the start of booking: the paid booking page opens in the app right after. */
export const createApplication = parentStep('book_appointment');

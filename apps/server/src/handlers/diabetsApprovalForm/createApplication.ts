import { takeParentStep } from '../../consultation/workflow.js';
import type { Handler } from '../../gateway/context.js';

/** Records the start of booking: the booking page opens in the app right after. */
export const createApplication: Handler<'DiabetsApprovalForm.createApplication'> = (_input, { db, clock, caller }) =>
  takeParentStep(db, caller, 'book_appointment', clock.now());

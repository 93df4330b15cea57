import { requestContact as storeContactRequest } from '../../consultation/contactRequests.js';
import type { Handler } from '../../gateway/context.js';

/** 'Ask the Clinic to Contact Me': the family's contact details, and the start of booking if not yet. */
export const requestContact: Handler<'DiabetsApprovalForm.requestContact'> = (input, { db, clock, caller }) =>
  storeContactRequest(db, caller, input, clock.now());

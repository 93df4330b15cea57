import { readContactRequest } from '../../consultation/contactRequests.js';
import type { Handler } from '../../gateway/context.js';

/** What the family told the clinic about reaching it, to show it and to change it. */
export const getContactRequest: Handler<'DiabetsApprovalForm.getContactRequest'> = (_input, { db, caller }) =>
  readContactRequest(db, caller);

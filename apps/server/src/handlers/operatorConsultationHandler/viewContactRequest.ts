import { contactRequestForClinic } from '../../consultation/contactRequests.js';
import type { Handler } from '../../gateway/context.js';

/** The clinic desk opens a family's contact details to call it back; the gateway logs the view. */
export const viewContactRequest: Handler<'OperatorConsultationHandler.viewContactRequest'> = (input, { db }) =>
  contactRequestForClinic(db, input.family_id);

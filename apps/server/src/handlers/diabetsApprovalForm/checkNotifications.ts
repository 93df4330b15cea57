import { workflowReminders } from '../../consultation/reminders.js';
import { readWorkflow } from '../../consultation/workflow.js';
import type { Handler } from '../../gateway/context.js';

/** The workflow step the family is expected to take now, if any, in the caller's language. */
export const checkNotifications: Handler<'DiabetsApprovalForm.checkNotifications'> = async (_input, { db, caller, locale }) => ({
  pending: workflowReminders(await readWorkflow(db, caller.familyId), locale),
});

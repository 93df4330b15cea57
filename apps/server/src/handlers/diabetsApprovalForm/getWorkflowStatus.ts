import { readWorkflow, toStatus } from '../../consultation/workflow.js';
import type { Handler } from '../../gateway/context.js';

/** The family's workflow; null while the family has not begun (the app reads it as not_started). */
export const getWorkflowStatus: Handler<'DiabetsApprovalForm.getWorkflowStatus'> = async (_input, { db, caller }) => {
  const workflow = await readWorkflow(db, caller.familyId);
  return workflow ? toStatus(workflow) : null;
};

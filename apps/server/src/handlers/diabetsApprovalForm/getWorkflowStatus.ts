import { noWorkflowFound } from '@t1d/contract';
import { readWorkflow, toStatus } from '../../consultation/workflow.js';
import { GatewayError } from '../../gateway/errors.js';
import type { Handler } from '../../gateway/context.js';

/** The family's workflow; a family that has not begun answers code 1 (HTTP 200), read as not_started. */
export const getWorkflowStatus: Handler<'DiabetsApprovalForm.getWorkflowStatus'> = async (_input, { db, caller }) => {
  const workflow = await readWorkflow(db, caller.familyId);
  if (!workflow) throw new GatewayError(200, { ...noWorkflowFound });
  return toStatus(workflow);
};

import type { WorkflowStatus } from '@t1d/contract';
import { callCommand, isApiError } from '../../../shared/api';
import { NO_WORKFLOW_CODE, notStartedStatus } from '../workflow';

/** getWorkflowStatus's "No workflow found for this family." (code 1, HTTP 200): not started, not a failure. */
export function isNoWorkflow(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.code === NO_WORKFLOW_CODE;
}

/** The family's workflow status; a family without one, or an answer without one, is not started (spec section 4). */
export async function fetchWorkflowStatus(signal?: AbortSignal): Promise<WorkflowStatus> {
  try {
    return (await callCommand('DiabetsApprovalForm.getWorkflowStatus', {}, { signal })) ?? notStartedStatus;
  } catch (error) {
    if (isNoWorkflow(error)) return notStartedStatus;
    throw error;
  }
}

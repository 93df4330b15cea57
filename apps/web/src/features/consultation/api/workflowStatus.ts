import type { WorkflowStatus } from '@t1d/contract';
import { callCommand } from '../../../shared/api';
import { notStartedStatus } from '../workflow';

/**
 * The family's workflow status. A family without one is answered as a result (null, the contract's
 * `workflowOptional` envelope), which is simply not started.
 */
export async function fetchWorkflowStatus(signal?: AbortSignal): Promise<WorkflowStatus> {
  // It travels with the screen's other reads (the dashboard's first request).
  return (await callCommand('DiabetsApprovalForm.getWorkflowStatus', {}, { signal, batch: true })) ?? notStartedStatus;
}

import { useCommandQuery } from '../../../shared/api';
import { useWorkflowStep } from './useWorkflow';

/** The contact details the family gave the clinic (null: none yet); the screen says in place what failed. */
export function useContactRequest({ enabled = true }: { enabled?: boolean } = {}) {
  return useCommandQuery('DiabetsApprovalForm.getContactRequest', {}, { enabled, meta: { handlesErrors: true } });
}

/** 'Ask the Clinic to Contact Me', or new details: the answer is the workflow's status, as for a step. */
export function useRequestContact() {
  return useWorkflowStep('DiabetsApprovalForm.requestContact');
}

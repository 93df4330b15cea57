import { useQuery, useQueryClient } from '@tanstack/react-query';
import { commandKey, isSilentError, useCommandMutation, useCommandQuery } from '../../../shared/api';
import { useNoteAnswerTime } from '../../../shared/pwa/offlineStates';
import { fetchWorkflowStatus } from './workflowStatus';

// The workflow screens say in place what failed ('Failed to fetch workflow status', a refused step).
const handledHere = { meta: { handlesErrors: true } };
const statusKey = commandKey('DiabetsApprovalForm.getWorkflowStatus', {});

/**
 * The family's workflow status. `fresh` fetches it again on every mount even when a recent copy is
 * cached: the route guard decides on it, and the clinic may have moved the family meanwhile.
 */
export function useWorkflowStatus({ fresh = false }: { fresh?: boolean } = {}) {
  const status = useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => fetchWorkflowStatus(signal),
    refetchOnMount: fresh ? 'always' : true,
    ...handledHere,
  });
  // Its own query function (no workflow yet is an answer), so it tells its card its age as useCommandQuery does.
  useNoteAnswerTime(status.dataUpdatedAt);
  return status;
}

/** The booking, referral, lesson-plan and intro addresses; '' when the deployment has none. */
export function useWorkflowUrls(enabled = true) {
  return useCommandQuery('DiabetsApprovalForm.getURLs', {}, { enabled, ...handledHere });
}

/**
 * Whether the addresses are known to hold no page for `key`: loaded now or before (a refetch that failed
 * offline keeps what was known, though the query then reports an error), and empty there. Unknown
 * addresses hold no verdict: the screens speak of the page until they know.
 */
export function knownWithoutPage(urls: { data?: { [key in WorkflowUrlKey]: string } }, key: WorkflowUrlKey): boolean {
  return urls.data !== undefined && !urls.data[key];
}

type WorkflowUrlKey = 'book_appointment_paid_url' | 'doctor_referral_url';

/** The steps waiting for the parent, as reminders in the reader's language (empty when none is due). */
export function useWorkflowReminders() {
  return useCommandQuery('DiabetsApprovalForm.checkNotifications', {}, handledHere);
}

type ParentStep =
  | 'DiabetsApprovalForm.createApplication'
  | 'DiabetsApprovalForm.requestContact'
  | 'DiabetsApprovalForm.startDoctorReferral'
  | 'DiabetsApprovalForm.confirmBackpackReceived';

/** A parent's step: the answer is the new status; a refused one means ours was stale, so it is fetched again. */
export function useWorkflowStep<C extends ParentStep>(cmd: C) {
  const queryClient = useQueryClient();
  return useCommandMutation(cmd, {
    ...handledHere,
    onSuccess: (status) => {
      queryClient.setQueryData(statusKey, status);
    },
    // The contact details the family gave move with its first step (ADR 0039).
    invalidates: ['DiabetsApprovalForm.checkNotifications', 'DiabetsApprovalForm.getContactRequest'],
    onError: (error) => {
      if (!isSilentError(error)) void queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}

import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { commandKey, useCommandMutation, useCommandQuery } from '../../../shared/api';
import type { QueueFilter } from '../desk';

// The clinic desk says in place what failed, including 'Operator role required'.
const handledHere = { meta: { handlesErrors: true } };

export const QUEUE_PAGE_SIZE = 20;

/** The desk's queue: families longest in their stage first; by default those waiting for the clinic. */
export function useConsultationQueue(filter: QueueFilter, page: number) {
  return useCommandQuery(
    'OperatorConsultationHandler.list',
    { waiting_only: filter === 'waiting', page, per_page: QUEUE_PAGE_SIZE },
    // The previous page stays on screen while the next one loads, so the list does not jump.
    { placeholderData: keepPreviousData, ...handledHere },
  );
}

/** A clinic step for one family; the queue is fetched again either way (another desk may have taken it). */
export function useClinicStep(
  cmd: 'OperatorConsultationHandler.markAppointmentFinished' | 'OperatorConsultationHandler.markReferralFinished',
) {
  return useCommandMutation(cmd, { ...handledHere, invalidates: ['OperatorConsultationHandler.list'], invalidateOn: 'settled' });
}

/**
 * One family's contact details, shown when the operator asks: each call is logged (ADR 0039), so it is
 * a mutation the operator triggers, never a read the screen repeats by itself.
 */
export function useViewContactRequest() {
  return useCommandMutation('OperatorConsultationHandler.viewContactRequest', handledHere);
}

export function useOperatorUrls() {
  return useCommandQuery('OperatorConsultationHandler.getUrls', {}, handledHere);
}

export function useSaveUrls() {
  const queryClient = useQueryClient();
  return useCommandMutation('OperatorConsultationHandler.saveUrls', {
    ...handledHere,
    onSuccess: (urls) => {
      queryClient.setQueryData(commandKey('OperatorConsultationHandler.getUrls', {}), urls);
    },
    // Parents read the same links through their own command.
    invalidates: ['DiabetsApprovalForm.getURLs'],
  });
}

/** Families with red flags open for more than three days, the longest open first (ADR 0031). */
export function useStaleRedFlags() {
  return useCommandQuery('OperatorConsultationHandler.listStaleRedFlags', { page: 1, per_page: QUEUE_PAGE_SIZE }, handledHere);
}

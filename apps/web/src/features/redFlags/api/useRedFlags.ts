import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { commandKey, commandScope, useCommandMutation, useCommandQuery } from '../../../shared/api';
import { homeCardInput, pageInput, UNREAD_RED_FLAG_POLL_MS, withFlagsRead, type RedFlagPage } from '../redFlagList';

export const listCommand = 'RedFlagIntervention.getInterventionsForParentAndChildren';

/** One page of every red flag of the family, read or not, newest first. */
export function useRedFlags(page: number) {
  return useCommandQuery(listCommand, pageInput(page), { placeholderData: keepPreviousData });
}

/** The dashboard card's newest unread red flag, with the unread and overall counts. */
export function useNewestUnreadRedFlag() {
  return useCommandQuery(listCommand, homeCardInput);
}

/**
 * The parent's unread red flags behind the bottom navigation's count, read with the dashboard
 * card's own question (one cached answer for both) and again as often as the notifications' dot.
 * A failure only leaves the count out: the dashboard's banner and card show the flags.
 */
export function useUnreadRedFlagCard() {
  return useCommandQuery(listCommand, homeCardInput, {
    refetchInterval: UNREAD_RED_FLAG_POLL_MS,
    meta: { handlesErrors: true },
  });
}

/**
 * Marks red flags read. Every cached list shows them read at once. The dashboard card, which asks for
 * the newest unread flag, is asked again now, wherever the flag was read: it moves on to the next
 * unread one, or says none is left. The other lists are marked stale without being fetched again now:
 * the box the parent just ticked stays in view, ticked, and the next visit reads afresh.
 */
export function useMarkRedFlagsRead() {
  const queryClient = useQueryClient();
  return useCommandMutation('RedFlagIntervention.markInterventionsAsRead', {
    // The box explains its own failure ('Failed to mark interventions as read').
    meta: { handlesErrors: true },
    onSuccess: async ({ updated }, { interventionIds }) => {
      queryClient.setQueriesData<RedFlagPage>(
        { queryKey: commandScope(listCommand) },
        (page) => page && withFlagsRead(page, interventionIds, updated, Math.floor(Date.now() / 1000)),
      );
      // The flags' notifications were read with them (the server reads both): the dot and the list follow.
      void queryClient.invalidateQueries({ queryKey: commandScope('ParentNotification.getUnreadCount') });
      void queryClient.invalidateQueries({ queryKey: commandScope('ParentNotification.list'), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: commandScope(listCommand), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: commandKey(listCommand, homeCardInput) });
    },
  });
}

import type { CommandName } from '@t1d/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { callCommand, useCommandMutation, useCommandQuery, useInvalidateCommands } from '../../../shared/api';
import { BATCH_SIZE, chunk, collectUnreadIds, DUPLICATE_WINDOW_S, NOTIFICATION_PAGE_SIZE, UNREAD_POLL_MS } from '../notificationList';

// The screen says in place what failed ('Failed to mark notifications as read', ...).
const handledHere = { meta: { handlesErrors: true } };

/** One page of the parent's notifications, newest first (the server's order). */
export function useNotifications(page: number) {
  return useCommandQuery(
    'ParentNotification.list',
    { page, perPage: NOTIFICATION_PAGE_SIZE },
    // The previous page stays on screen while the next one loads, so the list does not jump.
    { placeholderData: keepPreviousData },
  );
}

/**
 * The unread count behind the dashboard's dot, polled every 30 s. A failure is
 * only logged and the dot disappears, so a dropped connection does not raise the
 * global alert twice a minute.
 */
export function useUnreadCount() {
  return useCommandQuery('ParentNotification.getUnreadCount', {}, { refetchInterval: UNREAD_POLL_MS, ...handledHere });
}

/** How many repeats 'Remove duplicates' would remove: the button shows only when there are some. */
export function useDuplicateCount(enabled: boolean) {
  return useCommandQuery('ParentNotification.countDuplicates', { timeWindow: DUPLICATE_WINDOW_S }, { enabled, ...handledHere });
}

// Every change to the notifications reloads the list, the count behind the dot and the repeats, even a refused one.
const notificationReads: CommandName[] = [
  'ParentNotification.list',
  'ParentNotification.getUnreadCount',
  'ParentNotification.countDuplicates',
];
const refreshesReads = { ...handledHere, invalidates: notificationReads, invalidateOn: 'settled' } as const;

// Reading a red flag's notification reads the flag too (the server reads both): its lists follow.
const readsMarkedRead: CommandName[] = [...notificationReads, 'RedFlagIntervention.getInterventionsForParentAndChildren'];

export function useMarkNotificationsRead() {
  return useCommandMutation('ParentNotification.markAsRead', { ...refreshesReads, invalidates: readsMarkedRead });
}

/** Every unread notification, on whatever page it sits: what makes the dashboard's dot go away. */
export function useMarkAllNotificationsRead() {
  const invalidate = useInvalidateCommands();
  return useMutation({
    mutationFn: async () => {
      const ids = await collectUnreadIds((page) => callCommand('ParentNotification.list', { page, perPage: BATCH_SIZE }));
      let updated = 0;
      for (const notificationIds of chunk(ids, BATCH_SIZE)) {
        updated += (await callCommand('ParentNotification.markAsRead', { notificationIds })).updated;
      }
      return { updated };
    },
    ...handledHere,
    onSettled: () => invalidate(readsMarkedRead),
  });
}

export function useRemoveNotification() {
  return useCommandMutation('ParentNotification.remove', refreshesReads);
}

/** Removes repeats within the default window of a day. */
export function useCleanupDuplicates() {
  return useCommandMutation('ParentNotification.cleanupDuplicates', refreshesReads);
}

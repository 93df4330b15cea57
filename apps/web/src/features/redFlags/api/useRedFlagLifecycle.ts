import type { CommandName } from '@t1d/contract';
import { useCommandMutation, useCommandQuery } from '../../../shared/api';

// A move changes the flag for every parent, its read state for this one, and the notifications it reads.
const movedReads: CommandName[] = [
  'RedFlagIntervention.getInterventionsForParentAndChildren',
  'RedFlagIntervention.getHistory',
  'ParentNotification.getUnreadCount',
  'ParentNotification.list',
];
// Another parent may have moved the flag first (red_flag_moved_on): the lists then show where it is.
const refreshAlways = { invalidates: movedReads, invalidateOn: 'settled', meta: { handlesErrors: true } } as const;

/** "I'm on it". */
export function useTakeOnRedFlag() {
  return useCommandMutation('RedFlagIntervention.takeOn', refreshAlways);
}

/** Handled, with what was tried. */
export function useMarkRedFlagHandled() {
  return useCommandMutation('RedFlagIntervention.markHandled', refreshAlways);
}

export function useResolveRedFlag() {
  return useCommandMutation('RedFlagIntervention.resolve', refreshAlways);
}

/** The family's red flags of the last `days` days with every step, for the care team. */
export function useRedFlagHistory(days: number) {
  return useCommandQuery('RedFlagIntervention.getHistory', { days });
}

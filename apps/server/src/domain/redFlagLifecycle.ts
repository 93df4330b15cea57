import type { RedFlagState } from '@t1d/contract';

/**
 * Who may move a red flag where (ADR 0031). The flag's state is the family's, the same for every
 * parent: new → seen → on_it → handled → resolved, and back to new when its concern comes again soon
 * after it was handled.
 */
export type RedFlagMove = 'takeOn' | 'markHandled' | 'resolve';

/** The states in which nobody has dealt with the flag yet. */
export const openStates = ['new', 'seen', 'on_it'] as const satisfies readonly RedFlagState[];

const day = 86_400;

/** A concern that comes back within this long of being handled or resolved reopens that flag. */
export const reopenWithinSeconds = 7 * day;

/** A flag open longer than this is one the clinic desk should call the family about. */
export const staleAfterSeconds = 3 * day;

/**
 * A flag nobody opened for longer than this gets no reminder: on schedule it came within two days,
 * so this is a backlog (the reminders' first deployment, or jobs stopped for days).
 */
export const remindWithinSeconds = 4 * day;

export const isOpen = (state: RedFlagState) => (openStates as readonly RedFlagState[]).includes(state);

/** Where a parent's move can take a flag. */
export type MovedTo = Extract<RedFlagState, 'on_it' | 'handled' | 'resolved'>;

export interface FlagPosition {
  state: RedFlagState;
  ownerId: number | null;
}

/**
 * Where `move` by parent `userId` takes the flag: its new state; 'moved_on' when the flag's state no
 * longer allows it (another parent moved it first); 'unchanged' when the caller already did it.
 */
export function nextState(flag: FlagPosition, move: RedFlagMove, userId: number): MovedTo | 'moved_on' | 'unchanged' {
  switch (move) {
    case 'takeOn':
      // Taking over from another parent is allowed: the steps show who had it.
      if (flag.state === 'on_it' && flag.ownerId === userId) return 'unchanged';
      return isOpen(flag.state) ? 'on_it' : 'moved_on';
    case 'markHandled':
      return isOpen(flag.state) ? 'handled' : 'moved_on';
    case 'resolve':
      return flag.state === 'handled' ? 'resolved' : 'moved_on';
  }
}

/** A parent's reading moves only a flag nobody has opened yet. */
export const readMoves = (state: RedFlagState) => state === 'new';

/**
 * What a rule firing for a new period does, given the latest flag of the same concern: record the
 * period against a flag opened within the week and still open (nobody is told twice), reopen one
 * handled within the week, or raise a new flag. A flag open for longer, nobody having handled it
 * (one from before the lifecycle, say), does not silence what happens now.
 */
export function onNewPeriod(
  latest: { state: RedFlagState; stateSince: number; openedAt: number } | undefined,
  now: number,
): 'record' | 'reopen' | 'raise' {
  if (!latest) return 'raise';
  if (isOpen(latest.state)) return now - latest.openedAt <= reopenWithinSeconds ? 'record' : 'raise';
  return now - latest.stateSince <= reopenWithinSeconds ? 'reopen' : 'raise';
}

/** The game's concerns are the same concern only when the game said the same thing. */
export const sameConcernNeedsSameWords = (rule: string) => rule === 'game_concern';

/** The first ticked key that is not one of the flag's suggestions, or undefined when all are. */
export const unknownSuggestion = (tried: readonly string[], keys: readonly string[]) => tried.find((key) => !keys.includes(key));

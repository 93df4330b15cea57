import type { CommandOutput, RedFlagStep } from '@t1d/contract';

export type RedFlagPage = CommandOutput<'RedFlagIntervention.getInterventionsForParentAndChildren'>;

/** The red-flag page reads 10 at a time, like the notifications. */
export const RED_FLAG_PAGE_SIZE = 10;
/** The navigation's count is read again as often as the notifications' dot (30 s). */
export const UNREAD_RED_FLAG_POLL_MS = 30_000;
/** The home card asks for one unread red flag. */
export const homeCardInput = { page: 1, per_page: 1, unread_only: true };

/** The red-flag page's question for one page: every flag of the family, read or not. */
export function pageInput(page: number) {
  return { page, per_page: RED_FLAG_PAGE_SIZE, unread_only: false };
}

/**
 * Whether a kept page of the red-flag list (newest first) lacks the home card's newest unread flag as
 * the card shows it: no page kept, the flag in it but read (it was reopened since), or every flag in it
 * older. A page whose flags are all newer holds it on a later page, and is as fresh as the card.
 */
export function unreadFlagMissingFrom(kept: RedFlagPage | undefined, card: RedFlagPage): boolean {
  const unread = card.data[0];
  if (!unread || unread.is_read || card.total === 0) return false;
  if (!kept) return true;
  const keptFlag = kept.data.find((flag) => flag.id === unread.id);
  if (keptFlag) return keptFlag.is_read;
  const keptNewest = kept.data[0];
  return !keptNewest || keptNewest.created_at < unread.created_at;
}

type MarkStatus = 'idle' | 'pending' | 'success' | 'error';

/**
 * A red flag's 'Mark as read' box. Read goes one way only: once the flag is read,
 * or while the call that reads it is on its way, the box is ticked and locked. Only a failed call
 * gives it back unticked.
 */
export function readCheckbox(isRead: boolean, marking: MarkStatus): { checked: boolean; disabled: boolean } {
  const locked = isRead || marking === 'pending' || marking === 'success';
  return { checked: locked, disabled: locked };
}

/**
 * A cached page after some flags were marked read: they show as read, and the unread total drops
 * by what the server says it changed (a flag already read elsewhere does not count twice). A flag
 * this parent had not read shows their reading as the server records it (ADR 0031): a step 'seen'
 * by them, and a new flag moved to seen.
 */
export function withFlagsRead(page: RedFlagPage, ids: readonly number[], updated: number, now: number): RedFlagPage {
  return {
    ...page,
    total: Math.max(0, page.total - updated),
    data: page.data.map((flag) => {
      if (!ids.includes(flag.id) || flag.is_read) return flag;
      const seen: RedFlagStep = { kind: 'seen', by: null, by_me: true, at: now, tried: [], note: '' };
      return { ...flag, is_read: true, state: flag.state === 'new' ? 'seen' : flag.state, steps: [...flag.steps, seen] };
    }),
  };
}

import type { CommandName } from '@t1d/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { commandKey, useCommandMutation, useCommandQuery } from '../../../shared/api';

/** Sent gifts shown a page at a time, newest first. */
export const SENT_GIFTS_PAGE_SIZE = 10;

/** What the family can send, and its coins to spend. */
export function useGiftCatalogue() {
  return useCommandQuery('GiftApi.getCatalogue', {});
}

/** Children are the family's members fetched with filter_role 'child'. */
export function useChildren() {
  return useCommandQuery('ParentFamilyHandler.get_members', { filter_role: 'child' });
}

export function useSentGifts(page: number) {
  return useCommandQuery(
    'GiftApi.list',
    { page, per_page: SENT_GIFTS_PAGE_SIZE },
    // The previous page stays on screen while the next one loads, so the list does not jump.
    { placeholderData: keepPreviousData },
  );
}

// Every read that shows the family's coins: the balance here, the dashboard's total and the coin log
// (the gift is a line of it), and the sent gifts. A refusal reloads them too: a 'not enough coins'
// means the balance on screen was out of date.
const giftReads: CommandName[] = ['GiftApi.getCatalogue', 'GiftApi.list', 'ParentCoinsHandler.get_family_coins_logs'];

/** Sends one gift; the dialog explains a failure in place. */
export function useSendGift() {
  const queryClient = useQueryClient();
  return useCommandMutation('GiftApi.send', {
    meta: { handlesErrors: true },
    invalidates: giftReads,
    invalidateOn: 'settled',
    // The answer carries the new balance: shown at once, before the reads come back.
    onSuccess: ({ total_coins }) => {
      queryClient.setQueryData(commandKey('GiftApi.getCatalogue', {}), (old) => old && { ...old, total_coins });
    },
  });
}

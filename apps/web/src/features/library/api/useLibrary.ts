import type { CommandName, ContentKind, LibraryKind } from '@t1d/contract';
import { useCommandMutation, useCommandQuery } from '../../../shared/api';

// Every library screen says in place what failed to load, with its own retry.
const handledHere = { meta: { handlesErrors: true } };

/** Whatever a reward or a watched episode changes: the done ticks and explored badges in lists and detail. */
const libraryReads: CommandName[] = [
  'ContentApi.list',
  'ContentApi.get',
  'TrustedProductApi.getActiveProducts',
  'TrustedProductApi.getProduct',
];
/** A reward also moves the family's coin total and history. */
const rewardReads: CommandName[] = [...libraryReads, 'ParentCoinsHandler.get_family_coins_logs'];

/** The published items of a kind, in the library's order; `urgentOnly` gives the emergency set. */
export function useContentList(kind: LibraryKind, urgentOnly = false) {
  return useCommandQuery('ContentApi.list', { kind, urgent_only: urgentOnly }, handledHere);
}

/** One item with its body; `slug` null (an address that cannot name one) asks nothing. */
export function useContentItem(kind: ContentKind, slug: string | null) {
  return useCommandQuery('ContentApi.get', { kind, slug: slug ?? '' }, { ...handledHere, enabled: slug !== null });
}

export function useMarkEpisodeWatched() {
  return useCommandMutation('ContentApi.markEpisodeWatched', { ...handledHere, invalidates: libraryReads });
}

export function useTrustedProducts() {
  return useCommandQuery('TrustedProductApi.getActiveProducts', {}, handledHere);
}

export function useTrustedProduct(id: number | null) {
  return useCommandQuery('TrustedProductApi.getProduct', { id: id ?? 0 }, { ...handledHere, enabled: id !== null });
}

export function useAwardLessonPlanCoin() {
  return useCommandMutation('ParentCoinsHandler.award_lesson_plan_coin', { ...handledHere, invalidates: rewardReads });
}

export function useAwardProductExploreCoin() {
  return useCommandMutation('ParentCoinsHandler.award_product_explore_coin', { ...handledHere, invalidates: rewardReads });
}

/** Once a day per family; the server answers 0 coins on a second visit the same day. */
export function useAwardCommunityEntryCoin() {
  return useCommandMutation('ParentCoinsHandler.award_community_entry_coin', {
    ...handledHere,
    invalidates: ['ParentCoinsHandler.get_family_coins_logs'],
  });
}

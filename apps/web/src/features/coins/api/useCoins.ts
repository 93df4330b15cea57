import { keepPreviousData } from '@tanstack/react-query';
import { useCommandQuery } from '../../../shared/api';

/** The coin log is read 20 entries a page. */
export const COIN_LOG_PAGE_SIZE = 20;

/** One page of the family's coin log; page 1 also feeds the dashboard's total (same cache entry). */
export function useCoinLog(page = 1) {
  return useCommandQuery(
    'ParentCoinsHandler.get_family_coins_logs',
    { page, per_page: COIN_LOG_PAGE_SIZE },
    // The previous page stays on screen while the next one loads, so the list does not jump.
    { placeholderData: keepPreviousData },
  );
}

import { useCallback } from 'react';
import { useSearchParams } from '../../../shared/router';
import { pageFromQuery } from '../../../shared/ui/Pager';
import { queueFilterFromQuery, type QueueFilter } from '../desk';

export interface QueueParams {
  filter: QueueFilter;
  page: number;
  go: (next: { filter: QueueFilter; page: number }) => void;
}

/** Filter and page live in the address (?filter=all&page=2), so a reload keeps the desk where it was. */
export function useQueueParams(): QueueParams {
  const [params, setParams] = useSearchParams();
  const filter = queueFilterFromQuery(params.get('filter'));
  const page = pageFromQuery(params.get('page'));
  const go = useCallback(
    (next: { filter: QueueFilter; page: number }) => {
      const query: Record<string, string> = {};
      if (next.filter === 'all') query.filter = 'all';
      if (next.page > 1) query.page = String(next.page);
      setParams(query);
    },
    [setParams],
  );
  return { filter, page, go };
}

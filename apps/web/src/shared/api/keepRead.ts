import type { CommandName } from '@t1d/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { commandQueryOptions } from './hooks';

// A module of its own: only what keeps answers for offline loads it, not the dashboard's first download.

/**
 * Asks a read ahead of the screen that shows it, so that the device keeps its answer with the others
 * (offline too): only when the cache holds no answer ('missing': one it holds, however old or
 * invalidated, stays as it is), or at once ('now'). Answers the kept answer, or undefined for a
 * failure, which changes nothing on screen: the screen asks again when it shows it.
 */
export function keepRead<R extends ReturnType<typeof commandQueryOptions<CommandName>>>(
  queryClient: QueryClient,
  read: R,
  when: 'missing' | 'now' = 'missing',
): Promise<Awaited<ReturnType<R['queryFn']>> | undefined> {
  // The read's own answer type: `query` sees only the union of every command's.
  const kept = queryClient.query({ ...read, staleTime: when === 'missing' ? 'static' : 0 }) as Promise<Awaited<ReturnType<R['queryFn']>>>;
  return kept.catch(() => undefined);
}

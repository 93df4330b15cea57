import type { CommandName } from '@t1d/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { commandQueryOptions } from './hooks';

// A module of its own: only what keeps answers for offline loads it, not the dashboard's first download.

/**
 * Asks a read ahead of the screen that shows it, so that the device keeps its answer with the others
 * (offline too): only when the cache holds no answer ('missing': one it holds, however old or
 * invalidated, stays as it is), or at once ('now'). A failure changes nothing on screen: the screen
 * asks again when it shows it.
 */
export function keepRead<C extends CommandName>(
  queryClient: QueryClient,
  read: ReturnType<typeof commandQueryOptions<C>>,
  when: 'missing' | 'now' = 'missing',
): void {
  queryClient.query({ ...read, staleTime: when === 'missing' ? 'static' : 0 }).catch(() => undefined);
}

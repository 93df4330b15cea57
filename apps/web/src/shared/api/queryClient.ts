import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isNetworkError } from './errors';

type NetworkFailureHandler = (error: unknown) => void;
let onNetworkFailure: NetworkFailureHandler = () => {};

/** The app shell decides how a network failure is shown (the spec's global alert). */
export function setNetworkFailureHandler(handler: NetworkFailureHandler) {
  onNetworkFailure = handler;
}

export function reportNetworkFailure(error: unknown) {
  if (isNetworkError(error)) onNetworkFailure(error);
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // The server's refusals will not change on a retry; a dropped connection might.
  if (isApiError(error) && error.kind !== 'network') return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Screens that explain a failed load in place (e.g. an invite-code check) set meta.handlesErrors.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesErrors) reportNetworkFailure(error);
      },
    }),
    mutationCache: new MutationCache({
      // Forms that catch their own failures set meta.handlesErrors and show them in place.
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) reportNetworkFailure(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

import { useEffect } from 'react';
import { isOffline } from '../pwa/connectivity';
import { isNetworkError, isSilentError } from './errors';

/**
 * The loading-failure rule (docs/product.md, "When something fails"): a section whose data failed to load is logged and
 * shows its fallback (0, an empty list, nothing) instead of an error page. Cancellations and
 * session expiry are not failures of the section and stay out of the log; nor is a read that could
 * not reach the server while offline, which the offline badge already explains.
 */
export function useLogFailure(error: unknown, what: string) {
  useEffect(() => {
    if (!error || isSilentError(error) || (isNetworkError(error) && isOffline())) return;
    console.error(`${what}:`, error);
  }, [error, what]);
}

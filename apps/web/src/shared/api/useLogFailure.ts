import { useEffect } from 'react';
import { isSilentError } from './errors';

/**
 * The loading-failure rule (docs/product.md, "When something fails"): a section whose data failed to load is logged and
 * shows its fallback (0, an empty list, nothing) instead of an error page. Cancellations and
 * session expiry are not failures of the section and stay out of the log.
 */
export function useLogFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error && !isSilentError(error)) console.error(`${what}:`, error);
  }, [error, what]);
}

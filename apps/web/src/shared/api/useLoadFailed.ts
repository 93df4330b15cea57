import { useOffline } from '../pwa/connectivity';
import { isSilentError } from './errors';

/**
 * Whether a read failed in a way worth saying on screen: it failed with nothing of it kept from before,
 * the failure is news (not a cancellation or an expired session, whose modal speaks), and the app is
 * online (offline, the badge already says what is shown and why).
 */
export function useLoadFailed(query: { error: unknown; data: unknown }): boolean {
  const offline = useOffline();
  return query.error != null && query.data === undefined && !offline && !isSilentError(query.error);
}

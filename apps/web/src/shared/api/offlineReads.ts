import { onlineManager } from '@tanstack/react-query';
import { isOffline, onConnectivityChange } from '../pwa/connectivity';
import { isApiError } from './errors';

/**
 * Offline (the browser says so, or the server cannot be reached: shared/pwa/connectivity.ts), reads
 * wait instead of failing: react-query pauses them. A card keeps the answer it has (saved on the
 * device, savedServerData.ts) rather than turning into an error with a retry that cannot work, and no
 * request is sent that can only fail. When the connection returns, the paused reads go on by themselves.
 */
export function pauseReadsWhileOffline(): () => void {
  // Told directly rather than through react-query's event listener, which it drops whenever no cache is
  // mounted: a screen's reads start before the cache around them mounts, and must see the connection as it is.
  onlineManager.setEventListener(() => undefined);
  const follow = () => onlineManager.setOnline(!isOffline());
  follow();
  return onConnectivityChange(follow);
}

/**
 * Whether a failed read is tried again. The server's refusals will not change on a retry; a dropped
 * connection might, once. A read that found the server unreachable (which makes the app offline) is
 * tried again whenever the connection returns, paused until then, so offline it never ends as a failure.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.kind !== 'network') return false;
  return failureCount < 1 || isOffline();
}

import { safeStorage } from '../session/storage';
import { LAST_DASHBOARD_KEY } from '../session/storageKeys';

/** What the session needs of the cache of server data: forgetting all of it. */
interface ServerDataCache {
  clear(): void;
}

let cache: ServerDataCache | null = null;

/**
 * The cache of server data (react-query's client, queryClient.ts) comes with the first screen that
 * reads the server, and registers itself here. Session code forgets it through this module, so the
 * first screens need not load it only to clear it: until it is there, nothing is cached.
 */
export function registerServerDataCache(next: ServerDataCache) {
  cache = next;
}

/**
 * Forgets every cached answer (another user signs in, the session ends or expires), and the dashboard
 * kept to paint at the next start, which shows them (ADR 0045).
 */
export function forgetServerData() {
  cache?.clear();
  safeStorage()?.removeItem(LAST_DASHBOARD_KEY);
}

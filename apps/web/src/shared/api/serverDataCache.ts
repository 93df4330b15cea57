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

/** Forgets every cached answer (another user signs in, the session ends or expires). */
export function forgetServerData() {
  cache?.clear();
}

/** The local-storage flag that says the one-time clean-up has run in this browser. */
export const OLD_WORKER_FLAG = 'oldServiceWorkerCleared';

/** The caches this app's worker owns (Workbox's precache); anything else is an older app's. */
const ownCache = /^workbox-/;

/**
 * Runs once per browser: unregisters workers of this
 * origin that are not the app's current one (an earlier app at this address) and deletes the caches
 * they left, so no old shell can be served from them. Failures are left for the next start.
 */
export async function clearOldServiceWorkersOnce(
  currentScript: string,
  storage: Storage = localStorage,
  container: ServiceWorkerContainer = navigator.serviceWorker,
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): Promise<number> {
  if (storage.getItem(OLD_WORKER_FLAG)) return 0;
  const current = new URL(currentScript, location.href).href;
  let removed = 0;
  try {
    for (const registration of await container.getRegistrations()) {
      const worker = registration.active ?? registration.waiting ?? registration.installing;
      if (worker && worker.scriptURL !== current && (await registration.unregister())) removed += 1;
    }
    const names = cacheStorage ? await cacheStorage.keys() : [];
    await Promise.all(names.filter((name) => !ownCache.test(name)).map((name) => cacheStorage?.delete(name)));
    storage.setItem(OLD_WORKER_FLAG, 'true');
  } catch {
    // Private modes can refuse storage or the cache API; trying again next time is harmless.
  }
  return removed;
}

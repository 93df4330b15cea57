import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { appVersion } from '../pwa/version';
import { SAVED_DATA_KEY } from '../session/storage';
/** Older than a week, saved answers are no help to a parent: they are dropped. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_AFTER_MS = 1000;

interface Saved {
  version: string;
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

function read(storage: Storage): Saved | null {
  try {
    const saved = JSON.parse(storage.getItem(SAVED_DATA_KEY) ?? 'null') as Saved | null;
    return saved && typeof saved.savedAt === 'number' && saved.state ? saved : null;
  } catch {
    return null;
  }
}

/**
 * Puts the answers saved by the last visit back into the cache, unless a new version of the app (whose
 * answers may have another shape) or their age says otherwise. Answers the newest answer's time.
 */
export function restoreServerData(client: QueryClient, storage: Storage = localStorage, now = Date.now()): number | null {
  const saved = read(storage);
  if (!saved || saved.version !== appVersion || now - saved.savedAt > MAX_AGE_MS) {
    storage.removeItem(SAVED_DATA_KEY);
    return null;
  }
  hydrate(client, saved.state);
  // Shown at once, but fetched again as soon as a screen uses them, however recently they were saved.
  void client.invalidateQueries({ refetchType: 'none' });
  const times = saved.state.queries.map((query) => query.state.dataUpdatedAt);
  return times.length > 0 ? Math.max(...times) : null;
}

/**
 * Saves the cache's successful answers at most once a second while they change, and at once when the
 * page goes away (a reload or a closed tab within that second would otherwise restore an older
 * answer than the one last shown). The session's end clears the cache and this key with it
 * (session/storage), so nothing stays for the next user.
 */
export function keepServerData(client: QueryClient, storage: Storage = localStorage, page: EventTarget = window): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
    try {
      if (state.queries.length === 0) storage.removeItem(SAVED_DATA_KEY);
      else storage.setItem(SAVED_DATA_KEY, JSON.stringify({ version: appVersion, savedAt: Date.now(), state } satisfies Saved));
    } catch {
      // A full or refused storage only means no offline copy; the app works on.
    }
  };
  const saveNowIfDue = () => {
    if (timer === null) return;
    clearTimeout(timer);
    save();
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(save, SAVE_AFTER_MS);
  });
  page.addEventListener('pagehide', saveNowIfDue);
  return () => {
    unsubscribe();
    page.removeEventListener('pagehide', saveNowIfDue);
    if (timer) clearTimeout(timer);
  };
}

import { dehydrate, hydrate, type DehydratedState, type QueryClient, type QueryState } from '@tanstack/react-query';
import { appVersion } from '../pwa/version';
import { SAVED_DATA_KEY, SAVED_MAX_AGE_MS } from '../session/storageKeys';
const SAVE_AFTER_MS = 1000;

interface Saved {
  version: string;
  savedAt: number;
  state: DehydratedState;
}

function read(storage: Storage): Saved | null {
  try {
    const saved = JSON.parse(storage.getItem(SAVED_DATA_KEY) ?? 'null') as Saved | null;
    return saved && typeof saved.savedAt === 'number' && Array.isArray(saved.state?.queries) ? saved : null;
  } catch {
    return null;
  }
}

const youngerThanMaxAge = (now: number) => (query: { state: { dataUpdatedAt: number } }) =>
  now - query.state.dataUpdatedAt <= SAVED_MAX_AGE_MS;

/**
 * Puts the answers saved by the last visits back into the cache, unless a new version of the app (whose
 * answers may have another shape) or their age says otherwise. Answers the newest answer's time.
 */
export function restoreServerData(client: QueryClient, storage: Storage = localStorage, now = Date.now()): number | null {
  const saved = read(storage);
  const queries = saved?.version === appVersion ? saved.state.queries.filter(youngerThanMaxAge(now)) : [];
  if (queries.length === 0) {
    storage.removeItem(SAVED_DATA_KEY);
    return null;
  }
  hydrate(client, { mutations: [], queries });
  // Shown at once, but fetched again as soon as a screen uses them, however recently they were saved.
  void client.invalidateQueries({ refetchType: 'none' });
  return Math.max(...queries.map((query) => query.state.dataUpdatedAt));
}

/**
 * What is kept of a query: its last answer, as the answer it was. A refetch that failed since (offline,
 * or a server refusal) is not saved with it: the next start would otherwise drop the answer with the
 * failure, and show a card's empty value (a streak of 0) where the last visit showed its figure.
 */
function asAnswered(state: QueryState): QueryState {
  return { ...state, status: 'success', error: null, fetchStatus: 'idle', fetchFailureCount: 0, fetchFailureReason: null };
}

/**
 * Saves the cache's answers at most once a second while they change, and at once when the page goes
 * away (a reload or a closed tab within that second would otherwise restore an older answer than the
 * one last shown). The session's end clears the cache and this key with it (session/storage), so
 * nothing stays for the next user; nothing is kept while nobody is signed in (`signedIn`).
 */
export function keepServerData(
  client: QueryClient,
  storage: Storage = localStorage,
  page: EventTarget = window,
  signedIn: () => boolean = () => true,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    if (!signedIn()) return;
    const now = Date.now();
    const recent = youngerThanMaxAge(now);
    const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.data !== undefined && recent(query) });
    state.queries = state.queries.map((query) => ({ ...query, state: asAnswered(query.state) }));
    try {
      if (state.queries.length === 0) storage.removeItem(SAVED_DATA_KEY);
      else storage.setItem(SAVED_DATA_KEY, JSON.stringify({ version: appVersion, savedAt: now, state } satisfies Saved));
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

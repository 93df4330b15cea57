import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { isOffline, noteRestoredData, onBackOnline } from '../pwa/connectivity';
import { reportNetworkFailure } from './networkFailure';
import { pauseReadsWhileOffline, retryRead } from './offlineReads';
import { answerReadsFromStart, cacheAnswersReadAhead } from './readAheadAnswers';
import { keepServerData, restoreServerData } from './savedServerData';
import { registerServerDataCache } from './serverDataCache';
import { isAuthenticated, safeStorage } from '../session/storage';
import { SAVED_MAX_AGE_MS } from '../session/storageKeys';

function createQueryClient(): QueryClient {
  return new QueryClient({
    // Screens that explain a failed load in place (e.g. an invite-code check) set meta.handlesErrors.
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Offline, a failed read is no news: the offline badge already says what is shown and why.
        if (!query.meta?.handlesErrors && !isOffline()) reportNetworkFailure(error);
      },
    }),
    mutationCache: new MutationCache({
      // Forms that catch their own failures set meta.handlesErrors and show them in place.
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) reportNetworkFailure(error);
      },
    }),
    defaultOptions: {
      // Coming back online refreshes everything on screen (below), however fresh it was when saved. An
      // answer no screen shows stays as long as the device keeps it, so a page visited earlier opens offline.
      queries: { retry: retryRead, staleTime: 30_000, gcTime: SAVED_MAX_AGE_MS, refetchOnWindowFocus: false, refetchOnReconnect: false },
      // An action tried offline fails at once with its explanation, rather than waiting to run by surprise later.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The app's cache of server data. It comes with the first screen that reads the server
 * (app/ServerState.tsx), not with the app shell.
 */
export const queryClient = createQueryClient();

// Signing out, an expiry or another user signing in forgets it (shared/session).
registerServerDataCache(queryClient);

// The family's last answers, so the dashboard shows them at once and has something to show offline;
// kept as they change, while a parent is signed in (a signed-out page's reads are nobody's, and the
// prerendered pages, ADR 0041, must start from what the build rendered: an empty cache). The build's
// prerender (src/prerender) has no storage at all.
const storage = safeStorage();
if (storage) {
  const restoredAt = isAuthenticated() ? restoreServerData(queryClient, storage) : null;
  if (restoredAt !== null) noteRestoredData(restoredAt);
  keepServerData(queryClient, storage, window, isAuthenticated);
  // The dashboard's reads asked already at this start (ADR 0046): it is drawn with their answers.
  cacheAnswersReadAhead(queryClient);
  answerReadsFromStart();
}
pauseReadsWhileOffline();
// The reads that waited go on as they are (not started again); the others on screen are fetched again.
onBackOnline(() => void queryClient.invalidateQueries(undefined, { cancelRefetch: false }));

// The server answers names (tasks, goals, categories) in the request's language, and query keys do
// not carry it: after a switch, what is on screen is fetched again in the new one. Requests still on
// their way were sent in the old language; they are dropped first, since a first load still in
// flight would otherwise be kept rather than fetched again.
i18n.on('languageChanged', () => void queryClient.cancelQueries().then(() => queryClient.invalidateQueries()));

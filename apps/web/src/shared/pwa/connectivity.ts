import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its server, for the offline badge and the actions it disables. Offline is
 * the browser saying so, or the last request failing on the network (a hospital Wi-Fi that lets
 * nothing through); any answer from the server ends the second. Also when the server last answered:
 * "offline, last updated …".
 */
/** The id of the offline badge's explanation, which disabled actions point to with aria-describedby. */
export const OFFLINE_EXPLANATION_ID = 'offline-explanation';

interface Connectivity {
  offline: boolean;
  lastAnswerAt: number | null;
}

// A runtime that does not say (Node's navigator, where the server draws a dashboard: ADR 0061) is online.
let browserOnline = typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' ? true : navigator.onLine;
let serverUnreachable = false;
let lastAnswerAt: number | null = null;
let probe: ReturnType<typeof setInterval> | null = null;
/** While the server cannot be reached on a network the browser calls up, it is asked this often whether it is back. */
export const PROBE_EVERY_MS = 10_000;
let snapshot: Connectivity = { offline: !browserOnline, lastAnswerAt };
const listeners = new Set<() => void>();

function update() {
  const next = { offline: !browserOnline || serverUnreachable, lastAnswerAt };
  if (next.offline === snapshot.offline && next.lastAnswerAt === snapshot.lastAnswerAt) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    browserOnline = true;
    // Back on a network: the next request finds out whether the server is there too.
    serverUnreachable = false;
    update();
  });
  window.addEventListener('offline', () => {
    browserOnline = false;
    update();
  });
}

/** Asks the server whether it is there: a request that fails, or has no answer within PROBE_EVERY_MS, says it cannot be reached. */
export function askServer() {
  const giveUp = new AbortController();
  const timer = setTimeout(() => giveUp.abort(), PROBE_EVERY_MS);
  return fetch('/api/health', { cache: 'no-store', signal: giveUp.signal }).finally(() => clearTimeout(timer));
}

/**
 * Opens the page again, to fetch code that could not come (a browser keeps a failed import failed until
 * then), if the server answers well (not a proxy's 502, not a captive portal's page); else
 * `unreachable`: reloading there would put the browser's own offline page, without the emergency call,
 * in this one's place.
 */
export const reloadIfServerAnswers = (unreachable: () => void) =>
  void askServer().then((answer) => (answer.ok ? location.reload() : unreachable()), unreachable);

function stopProbe() {
  if (probe !== null) clearInterval(probe);
  probe = null;
}

/** The server answered (whatever it said): it is reachable, and what is on screen is fresh as of `at`. */
export function noteServerAnswered(at: number = Date.now()) {
  stopProbe();
  serverUnreachable = false;
  lastAnswerAt = at;
  update();
}

/** A request never reached the server. */
export function noteServerUnreachable() {
  serverUnreachable = true;
  // Nothing else may ask for a while (the dashboard's reads are done): a cheap request finds out when it is back.
  probe ??= setInterval(() => {
    if (!browserOnline) return;
    void askServer().then(
      (response) => (response.ok ? noteServerAnswered() : undefined),
      () => undefined,
    );
  }, PROBE_EVERY_MS);
  update();
}

/** Data saved on this device was restored: it is as fresh as its newest answer. */
export function noteRestoredData(savedAt: number) {
  if (lastAnswerAt === null || savedAt > lastAnswerAt) lastAnswerAt = savedAt;
  update();
}

export function isOffline(): boolean {
  return snapshot.offline;
}

/** Calls `listener` whenever the app goes offline or online, or the server's last answer changes. */
export function onConnectivityChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const subscribe = onConnectivityChange;

/** Calls `back` each time the app goes from offline to online (the browser's network, or the server answering again). */
export function onBackOnline(back: () => void): () => void {
  let wasOffline = snapshot.offline;
  return subscribe(() => {
    if (wasOffline && !snapshot.offline) back();
    wasOffline = snapshot.offline;
  });
}

/** What a prerendered page was rendered with (main.tsx hydrates it): a server that answered. */
const asPrerendered: Connectivity = { offline: false, lastAnswerAt: null };

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => asPrerendered,
  );
}

/** True while actions that need the server are disabled. */
export function useOffline(): boolean {
  return useConnectivity().offline;
}

import type { MantineSpacing } from '@mantine/core';
import {
  createContext,
  useCallback,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { lazyOrNothing } from '../ui/lazyOrNothing';
import { useOffline } from './connectivity';

// What a card or page says offline about what it shows: how old its answers are, or that it has none.

/**
 * When the answers drawn in one card or page were fetched: each read's time, while it is on screen; and
 * which of them show an answer saved on the device before this page opened while the fresh one is on its way.
 */
interface AnswerTimes {
  /** The read's answer time, or null when it has none (or left the screen); whether it is being refreshed. */
  note(read: object, at: number | null, refreshing?: boolean): void;
  oldest(): number | null;
  refreshing(): boolean;
  subscribe(listener: () => void): () => void;
}

function answerTimes(): AnswerTimes {
  const times = new Map<object, number>();
  const refreshingReads = new Set<object>();
  const listeners = new Set<() => void>();
  let oldest: number | null = null;
  let refreshing = false;
  return {
    note(read, at, isRefreshing = false) {
      if (at === null) times.delete(read);
      else times.set(read, at);
      if (at !== null && isRefreshing) refreshingReads.add(read);
      else refreshingReads.delete(read);
      const next = times.size === 0 ? null : Math.min(...times.values());
      if (next === oldest && refreshingReads.size > 0 === refreshing) return;
      oldest = next;
      refreshing = refreshingReads.size > 0;
      listeners.forEach((listener) => listener());
    },
    oldest: () => oldest,
    refreshing: () => refreshing,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const AnswerTimesContext = createContext<AnswerTimes | null>(null);

/**
 * A card or a page whose reads say how old their answers are: the read hooks (shared/api/hooks.ts) note their
 * answer's time in the nearest scope, and the card's or page's frame shows the oldest offline
 * (SavedAge, below), so no card has to pass its reads along to say it.
 */
export function AnswerTimeScope({ children }: { children: ReactNode }) {
  const [times] = useState(answerTimes);
  return <AnswerTimesContext.Provider value={times}>{children}</AnswerTimesContext.Provider>;
}

/** When this page opened (epoch ms): an answer from before it was saved on the device by an earlier visit. */
const pageOpenedAt = typeof performance === 'undefined' ? 0 : performance.timeOrigin;

/**
 * For the read hooks: the time (epoch ms) of the answer on screen, 0 while there is none, and whether
 * the read is fetching. An answer from before the page opened that is being fetched again is the
 * device's saved one, shown at once and marked as refreshing (RefreshingMark) until the fresh one comes.
 * Noted as the answer is drawn (a layout effect), so that its card is marked before the browser paints
 * it (useRefreshingMarkedAtOnce).
 */
export function useNoteAnswerTime(updatedAt: number, fetching = false) {
  const times = useContext(AnswerTimesContext);
  const [read] = useState(() => ({}));
  const refreshing = fetching && updatedAt > 0 && updatedAt < pageOpenedAt;
  useLayoutEffect(() => times?.note(read, updatedAt > 0 ? updatedAt : null, refreshing), [times, read, updatedAt, refreshing]);
  useEffect(() => () => times?.note(read, null), [times, read]);
}

const noScope = () => () => undefined;
const noTime = () => null;

/** The time (epoch ms) of the oldest answer drawn in this card or page; null without one. */
function useOldestAnswerTime(): number | null {
  const times = useContext(AnswerTimesContext);
  return useSyncExternalStore(times?.subscribe ?? noScope, times?.oldest ?? noTime, noTime);
}

const notRefreshing = () => false;

/** Whether a card or page shows an answer saved on the device while its fresh one is on its way. */
export function useRefreshing(): boolean {
  const times = useContext(AnswerTimesContext);
  return useSyncExternalStore(times?.subscribe ?? noScope, times?.refreshing ?? notRefreshing, notRefreshing);
}

/**
 * A ref for a card's element that sets its aria-busy, which its refreshing mark follows
 * (SectionCard.module.css), as its reads note their answers, from the commit that draws it:
 * useRefreshing subscribes only after the browser may have painted the card, and the page painted from
 * the device gives way as soon as a watcher sees the cards drawn (useHandOverLastDashboard). A parent
 * must not see saved figures unmarked. React's render of the same state follows a moment later; both
 * follow the one store. Set on the page, not as React state: an update in a layout effect would draw at
 * once, with every effect of the start's first render.
 */
export function useRefreshingMarkedAtOnce(): (card: HTMLElement | null) => (() => void) | undefined {
  const times = useContext(AnswerTimesContext);
  return useCallback(
    (card: HTMLElement | null) => {
      if (!times || !card) return undefined;
      const follow = () => card.setAttribute('aria-busy', String(times.refreshing()));
      follow();
      return times.subscribe(follow);
    },
    [times],
  );
}

export const loadOfflineStateText = () => import('./offlineStateTexts').then((m) => ({ default: m.OfflineStateText }));
// Online (nearly always) its code is not needed; offline the worker has it precached, or the page
// fetched it while online where no worker keeps it (app/offlineKit.ts).
const OfflineStateText = lazyOrNothing(loadOfflineStateText);

/**
 * Offline, how old the answers drawn in this card or page are: the oldest of them.
 * Nothing online, or where nothing was answered.
 */
export function SavedAge({ mb }: { mb?: MantineSpacing }) {
  const offline = useOffline();
  const savedAt = useOldestAnswerTime();
  if (!offline || savedAt === null) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStateText savedAt={savedAt} mb={mb} />
    </Suspense>
  );
}

/**
 * Offline, in place of content this device never received: it says so plainly (no error, no retry that
 * cannot work), since nothing is on its way until the connection returns.
 */
export function NotAvailableOffline() {
  return (
    <Suspense fallback={null}>
      <OfflineStateText />
    </Suspense>
  );
}

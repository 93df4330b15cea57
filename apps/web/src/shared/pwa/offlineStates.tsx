import type { MantineSpacing } from '@mantine/core';
import { createContext, lazy, Suspense, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useOffline } from './connectivity';

// What a card or page says offline about what it shows: how old its answers are, or that it has none.

/** When the answers drawn in one card or page were fetched: each read's time, while it is on screen. */
interface AnswerTimes {
  /** The read's answer time, or null when it has none (or left the screen). */
  note(read: object, at: number | null): void;
  oldest(): number | null;
  subscribe(listener: () => void): () => void;
}

function answerTimes(): AnswerTimes {
  const times = new Map<object, number>();
  const listeners = new Set<() => void>();
  let oldest: number | null = null;
  return {
    note(read, at) {
      if (at === null) times.delete(read);
      else times.set(read, at);
      const next = times.size === 0 ? null : Math.min(...times.values());
      if (next === oldest) return;
      oldest = next;
      listeners.forEach((listener) => listener());
    },
    oldest: () => oldest,
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

/** For the read hooks: the time (epoch ms) of the answer on screen, 0 while there is none. */
export function useNoteAnswerTime(updatedAt: number) {
  const times = useContext(AnswerTimesContext);
  const [read] = useState(() => ({}));
  useEffect(() => times?.note(read, updatedAt > 0 ? updatedAt : null), [times, read, updatedAt]);
  useEffect(() => () => times?.note(read, null), [times, read]);
}

const noScope = () => () => undefined;
const noTime = () => null;

/** The time (epoch ms) of the oldest answer drawn in this card or page; null without one. */
function useOldestAnswerTime(): number | null {
  const times = useContext(AnswerTimesContext);
  return useSyncExternalStore(times?.subscribe ?? noScope, times?.oldest ?? noTime);
}

// Online (nearly always) its code is never fetched; offline the worker has it precached.
const OfflineStateText = lazy(() => import('./offlineStateTexts').then((m) => ({ default: m.OfflineStateText })));

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

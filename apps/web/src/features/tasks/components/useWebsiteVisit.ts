import type { Task } from '@t1d/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { WEBSITE_DWELL_MS } from '../taskList';

/**
 * A website task is done once the parent has been on its page and come back: it completes when this
 * app is visible again at least WEBSITE_DWELL_MS after the page opened (a quick look and straight back
 * waits out the rest of the dwell). Returns the visit in progress and how to start one.
 */
export function useWebsiteVisit(onReturned: (task: Task) => void) {
  const [visit, setVisit] = useState<{ task: Task; openedAt: number } | null>(null);
  // An effect event: the latest callback, without a re-render of the caller restarting the visit's timer.
  const returned = useEffectEvent(onReturned);

  useEffect(() => {
    if (!visit) return;
    const tryFinish = () => {
      if (document.visibilityState !== 'visible' || Date.now() - visit.openedAt < WEBSITE_DWELL_MS) return;
      setVisit(null);
      returned(visit.task);
    };
    const timer = setTimeout(tryFinish, Math.max(0, visit.openedAt + WEBSITE_DWELL_MS - Date.now()));
    document.addEventListener('visibilitychange', tryFinish);
    window.addEventListener('focus', tryFinish);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tryFinish);
      window.removeEventListener('focus', tryFinish);
    };
  }, [visit]);

  const open = (task: Task) => {
    // noopener: the opened site gets no handle on this app's window.
    window.open(task.content, '_blank', 'noopener,noreferrer');
    setVisit({ task, openedAt: Date.now() });
  };
  return { visiting: visit?.task ?? null, open };
}

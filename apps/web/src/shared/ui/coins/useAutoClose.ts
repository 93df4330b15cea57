import { useEffect, useRef } from 'react';

/** Calls `onClose` once `ms` have passed since `active` became true; a re-render does not restart it. */
export function useAutoClose(active: boolean, ms: number, onClose: () => void) {
  // The latest callback, so a parent re-rendering with a new closure neither restarts nor loses the timer.
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}

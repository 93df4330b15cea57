import { pwaTimings } from './timings';

/**
 * iOS zooms on a double tap even where the viewport says not to, which throws a parent's page sideways
 * mid-tap. A second touch end within 300 ms of the first is cancelled. Answers a
 * function that removes the listener.
 */
export function suppressDoubleTapZoom(target: Document = document, now: () => number = Date.now): () => void {
  let lastTouchEnd = -Infinity;
  const onTouchEnd = (event: Event) => {
    const time = now();
    if (time - lastTouchEnd <= pwaTimings.doubleTapWithin) event.preventDefault();
    lastTouchEnd = time;
  };
  target.addEventListener('touchend', onTouchEnd, { passive: false });
  return () => target.removeEventListener('touchend', onTouchEnd);
}

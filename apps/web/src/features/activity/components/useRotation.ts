import { useEffect, useState } from 'react';
import { nextSlide } from '../progress';

/** The streak carousel turns every 3000 ms. */
export const STREAK_ROTATION_MS = 3000;

/** The index of the slide showing; it advances on a timer unless paused or there is only one. */
export function useRotation(count: number, paused: boolean, intervalMs = STREAK_ROTATION_MS) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => nextSlide(current, count)), intervalMs);
    return () => clearInterval(timer);
  }, [count, paused, intervalMs]);
  // A list that shrank (a child removed) must not point past its end.
  return [count === 0 ? 0 : index % count, setIndex] as const;
}

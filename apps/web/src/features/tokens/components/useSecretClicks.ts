import { useState } from 'react';
import { createSecretClicks } from '../secretClicks';

/** A click handler that calls `onUnlock` after the secret series of clicks (see secretClicks.ts). */
export function useSecretClicks(onUnlock: (() => void) | undefined) {
  const [register] = useState(() => createSecretClicks());
  return () => {
    if (register(performance.now())) onUnlock?.();
  };
}

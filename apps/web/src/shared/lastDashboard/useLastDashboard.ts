import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { getSession, safeStorage } from '../session/storage';
import { saveLastDashboard } from './keepLastDashboard';
import { handOverLastDashboard } from './lastDashboard';

/** As the saved answers are (shared/api/savedServerData.ts): at most once a second while they change. */
const SAVE_AFTER_MS = 1000;

/**
 * While the dashboard is on screen, keeps it for the next start (ADR 0045): a second after its answers
 * change or it is drawn again, and when the app goes out of sight (a phone's app switch, a closed tab:
 * every supported browser says so with visibilitychange before it unloads, so pagehide is not heard too).
 */
export function useKeepLastDashboard() {
  const client = useQueryClient();
  const saveSoon = useRef<() => void>(() => undefined);
  useEffect(() => {
    // The user this screen was drawn for: were another to sign in beneath it (another tab, an
    // invitation), what it shows is not theirs to be painted at their next start.
    const drawnFor = getSession().user?.user_id;
    const saveNow = () => {
      const storage = safeStorage();
      if (storage) saveLastDashboard(document, storage, drawnFor === undefined ? null : String(drawnFor), Date.now(), navigator.onLine);
    };
    let timer: ReturnType<typeof setTimeout> | null = null;
    saveSoon.current = () => {
      timer ??= setTimeout(() => {
        timer = null;
        saveNow();
      }, SAVE_AFTER_MS);
    };
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') saveSoon.current();
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
      if (timer) clearTimeout(timer);
      saveSoon.current = () => undefined;
    };
  }, [client]);
  // Each draw of the screen (its cards coming in turn, the last one handing over from the painted page).
  useEffect(() => saveSoon.current());
}

/**
 * Once `drawn`, the page painted from the device goes and the app's shows in its place: in a layout
 * effect, so the two swap within one frame.
 */
export function useHandOverLastDashboard(drawn: boolean) {
  useLayoutEffect(() => {
    if (drawn) handOverLastDashboard();
  }, [drawn]);
}

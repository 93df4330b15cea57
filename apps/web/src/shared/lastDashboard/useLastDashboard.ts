import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { answerIsData } from '../api/hooks';
import { currentLocale } from '../i18n/i18n';
import { getSession, safeStorage } from '../session/storage';
import { cardStateAttributes, freshnessMarks, saveLastDashboard } from './keepLastDashboard';
import { handOverLastDashboard } from './lastDashboard';
import { appShowsPaintedCards } from './paintedPage';
import type { DashboardRead, DashboardReads } from './readAhead';

/** As the saved answers are (shared/api/savedServerData.ts): at most once a second while they change. */
const SAVE_AFTER_MS = 1000;

/** Whether a change on the page can change whether the dashboard shows fresh answers: a figure going up cannot. */
function touchesFreshness(record: MutationRecord): boolean {
  if (record.type === 'attributes') return true;
  return [...record.addedNodes, ...record.removedNodes].some(
    (node) => node instanceof Element && (node.matches(freshnessMarks) || node.querySelector(freshnessMarks) !== null),
  );
}

/**
 * The reads of the screen (its cards, the bar's unread count) as gateway calls: the queries on screen,
 * each keyed [command, input] (shared/api/hooks.ts). They are read ahead at the next start (ADR 0046).
 */
function readsOnScreen(client: QueryClient): DashboardReads {
  const calls = client
    .getQueryCache()
    .findAll({ type: 'active' })
    .flatMap(({ queryKey: [cmd, input], meta }): DashboardRead[] =>
      typeof cmd === 'string' &&
      cmd.includes('.') &&
      (input === undefined || (typeof input === 'object' && input !== null && !Array.isArray(input)))
        ? [{ call: { ...(input as Record<string, unknown> | undefined), cmd }, asData: meta?.[answerIsData] === true }]
        : [],
    );
  return { locale: currentLocale(), calls };
}

/**
 * While the dashboard is on screen, keeps it for the next start (ADR 0045): a second after its answers
 * change, it is drawn again or one of its cards changes, and when the app goes out of sight (a phone's
 * app switch, a closed tab: every supported browser says so with visibilitychange before it unloads,
 * so pagehide is not heard too).
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
      const owner = drawnFor === undefined ? null : String(drawnFor);
      if (storage) saveLastDashboard(document, storage, owner, Date.now(), navigator.onLine, readsOnScreen(client));
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
    // A card's refreshing mark, placeholder or failure goes in the card's own draw, which neither
    // changes a read nor draws the screen again: on a busy phone it can come after the save its read
    // called for, and nothing else would ask for another.
    const cardsChanged = new MutationObserver((records) => {
      if (records.some(touchesFreshness)) saveSoon.current();
    });
    const root = document.getElementById('root');
    if (root) cardsChanged.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: cardStateAttributes });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      unsubscribe();
      cardsChanged.disconnect();
      document.removeEventListener('visibilitychange', onHidden);
      if (timer) clearTimeout(timer);
      saveSoon.current = () => undefined;
    };
  }, [client]);
  // Each draw of the screen (its cards coming in turn, the last one handing over from the painted page).
  useEffect(() => saveSoon.current());
}

/**
 * How long the painted page waits, once the app's is drawn, for the app's cards to show what the painted
 * ones show: longer, and a read that hangs would keep the parent from tapping anything.
 */
export const handOverWaitMs = 2000;

/**
 * Once `drawn`, the page painted from the device goes and the app's shows in its place: in a layout
 * effect, so the two swap within one frame. Not while a card the painted page shows with figures is
 * still a placeholder in the app's (its answer taken from the read-ahead a moment after the first draw,
 * or its code still on its way: on a first visit over a slow connection, for a few hundred ms), which
 * would blink from figures to a placeholder and back: the swap then comes with the DOM change that fills
 * the last such card, or after handOverWaitMs whatever the cards show, or as the dashboard leaves.
 * Answers whether it has handed over (or would have, with nothing painted): the cards below the painted
 * ones are drawn only then (ADR 0052).
 */
export function useHandOverLastDashboard(drawn: boolean): boolean {
  const [handedOver, setHandedOver] = useState(false);
  useLayoutEffect(() => {
    if (!drawn) return;
    const filled = new MutationObserver(() => {
      if (appShowsPaintedCards()) handOver();
    });
    const waitedLongEnough = setTimeout(handOver, handOverWaitMs);
    function handOver() {
      stopWaiting();
      handOverLastDashboard();
      setHandedOver(true);
    }
    function stopWaiting() {
      filled.disconnect();
      clearTimeout(waitedLongEnough);
    }
    const root = document.getElementById('root');
    if (appShowsPaintedCards()) handOver();
    else if (root) filled.observe(root, { subtree: true, childList: true });
    return stopWaiting;
  }, [drawn]);
  // The dashboard leaving the screen meanwhile (a redirect) takes the painted page with it.
  useLayoutEffect(() => () => handOverLastDashboard(), []);
  return handedOver;
}

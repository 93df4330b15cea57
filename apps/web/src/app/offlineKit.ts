import { loadOfflineStateText } from '../shared/pwa/offlineStates';
import { loadOfflineBadge } from './layout/OfflineBadgeSlot';
import { loadEmergencyCall } from './ScreenLoadBoundary';

/**
 * The code a signed-in page needs to tell the truth offline: the offline badge, a card's or a page's saved age,
 * and the emergency call that a page which cannot open offers. Where a worker controls the page it has
 * them precached. Where none does (a first visit until the worker takes over, a plain-http address, a
 * private window, an in-app browser without service workers), going offline asked the network for
 * them, failed, and the page lost its content: so they are fetched while online, after the page has
 * loaded (ADR 0066). The toasts' container (15 KB) is not: offline, actions wait and reads are not sent,
 * so a toast is rare, and one that cannot come draws nothing. Returns what cancels a fetch not started.
 */
export function keepOfflineKit(): () => void {
  if (navigator.serviceWorker?.controller) return () => undefined;
  // Offline already, or refused: again when the connection returns.
  const fetchKit = (): void =>
    void Promise.all([loadOfflineBadge(), loadOfflineStateText(), loadEmergencyCall()]).catch(() =>
      window.addEventListener('online', fetchKit, { once: true }),
    );
  // Well after the page's own first work: the kit is for later, never before the first screen.
  let timer: number | undefined;
  const whenLoaded = () => (timer = window.setTimeout(fetchKit, 2_000));
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    window.removeEventListener('load', whenLoaded);
    window.removeEventListener('online', fetchKit);
    window.clearTimeout(timer);
  };
}

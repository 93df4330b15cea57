import { useSyncExternalStore } from 'react';
import { heldOffer, installedDuringVisit, onInstallSignal, runsInstalled, takeOffer } from './installPrompt';
import { canPrompt, detectInstallState, nextInstallState, type InstallEvent, type InstallState } from './installState';

/** One state for the whole page: the popup, the sign-in tab and the dashboard section say the same thing. */
interface Snapshot {
  state: InstallState;
  offerHeld: boolean;
}

let snapshot: Snapshot | null = null;
const listeners = new Set<() => void>();

function read(): Snapshot {
  if (snapshot) return snapshot;
  const state = detectInstallState({
    standalone: runsInstalled(),
    secureContext: window.isSecureContext,
    serviceWorker: 'serviceWorker' in navigator,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    offer: heldOffer() !== null,
  });
  snapshot = { state: installedDuringVisit() ? nextInstallState(state, { type: 'appInstalled' }) : state, offerHeld: heldOffer() !== null };
  return snapshot;
}

function update(event: InstallEvent | null) {
  const current = read();
  const next = { state: event ? nextInstallState(current.state, event) : current.state, offerHeld: heldOffer() !== null };
  if (next.state === current.state && next.offerHeld === current.offerHeld) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

// The signals that come after this module loads; the earlier ones are in the first read.
onInstallSignal((signal) => update({ type: signal }));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install dialog with the offer held, and moves the state by the parent's answer. */
async function promptInstall(): Promise<void> {
  const offer = takeOffer();
  update(null);
  if (!offer) return;
  try {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    update({ type: 'answered', outcome });
  } catch {
    update({ type: 'promptFailed' });
  }
}

/** The install state, whether the button can show the browser's dialog, and the action that shows it. */
export function useInstall() {
  const { state, offerHeld } = useSyncExternalStore(subscribe, read);
  return { state, canPrompt: canPrompt(state, offerHeld), install: promptInstall };
}

/** Forgets the state, for tests that start a page afresh. */
export function resetInstallStateForTests() {
  snapshot = null;
}

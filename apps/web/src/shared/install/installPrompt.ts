import { useSyncExternalStore } from 'react';

/** The browser's offer to install the app (Chromium's beforeinstallprompt), kept until it is used. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Listens from the first moment the page runs (main.tsx): the browser makes its offer once, often
 * before the dashboard is drawn, and the section asks for it later.
 */
export function listenForInstallOffer(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the dashboard's install section makes the offer.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when the app runs from the home screen (installed), where an install offer makes no sense. */
export function runsInstalled(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** The browser's install offer, if it made one: `install` shows its dialog (once; the offer is then used up). */
export function useInstallOffer() {
  const current = useSyncExternalStore(subscribe, () => offer);
  const install = async () => {
    if (!current) return false;
    offer = null;
    changed();
    await current.prompt();
    return (await current.userChoice).outcome === 'accepted';
  };
  return { canInstall: current !== null, install };
}

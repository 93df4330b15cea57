/** The browser's offer to install the app (Chromium's beforeinstallprompt), kept until it is used. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type InstallSignal = 'offer' | 'appInstalled';

let offer: InstallPromptEvent | null = null;
let installedHere = false;
let listener: ((signal: InstallSignal) => void) | undefined;

/**
 * Listens from the first moment the page runs (main.tsx): the browser makes its offer once, often
 * before anything that shows it is drawn, and the install state machine (useInstall.ts, fetched with
 * the first thing that offers to install) asks for it later. The entry bundle has this module, and
 * the first screens are at their size ceilings: keep it this small.
 */
export function listenForInstallOffer(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app's popup, sign-in tab and dashboard make the offer.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    listener?.('offer');
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    installedHere = true;
    listener?.('appInstalled');
  });
}

/** The one listener (useInstall.ts) to the browser's signals. */
export function onInstallSignal(next: (signal: InstallSignal) => void) {
  listener = next;
}

/** The offer held, if any, and whether the browser reported the app installed during this visit. */
export const heldOffer = () => offer;
export const installedDuringVisit = () => installedHere;

/** Hands the offer over to be shown: it can be shown once. */
export function takeOffer(): InstallPromptEvent | null {
  const taken = offer;
  offer = null;
  return taken;
}

/** True when the app runs from the home screen (installed), where an install offer makes no sense. */
export function runsInstalled(): boolean {
  // Drawn on the server (ADR 0061): for a tab, since the installed app starts from its worker's shell.
  if (typeof window === 'undefined') return false;
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

import { hasInstallMenu, isInAppBrowser } from './platform';

/**
 * Where the app stands on being installed:
 * - `installed`: it runs from the home screen (display-mode standalone, or iOS's navigator.standalone),
 *   or the browser reported it installed during this visit;
 * - `promptAvailable`: the browser made its offer (Chromium's beforeinstallprompt), the app's button shows it;
 * - `accepted` / `declined`: what the parent answered in the browser's dialog;
 * - `manualInstallRequired`: no offer, but the browser can install from its own menu. That is every
 *   browser on iOS and Android, Safari on a Mac, and Chromium on a computer before (or without) its
 *   offer: Chromium makes the offer only once it judges the page installable and the visit engaged, often
 *   seconds after load, and the state moves on to `promptAvailable` when it does;
 * - `insecureAddress`: the page was opened on a plain-http address (not a secure context): no browser
 *   installs from one, whichever it is, so the parent is sent to the app's https address, not to
 *   another browser (ADR 0037);
 * - `requirementsNotMet`: the browser cannot install web apps at all: no service workers (every
 *   installing browser requires them), a browser inside another app (Facebook, WeChat …), or Firefox
 *   on a computer;
 * - `error`: the browser's dialog failed to open.
 */
export type InstallState =
  'installed' | 'promptAvailable' | 'accepted' | 'declined' | 'manualInstallRequired' | 'insecureAddress' | 'requirementsNotMet' | 'error';

/** What the browser says about itself, read once (useInstall.ts reads it from window and navigator). */
export interface InstallEnvironment {
  standalone: boolean;
  secureContext: boolean;
  serviceWorker: boolean;
  userAgent: string;
  maxTouchPoints: number;
  /** Whether a beforeinstallprompt was captured before the state was first asked for. */
  offer: boolean;
}

export type InstallEvent =
  /** beforeinstallprompt: the browser offers to install. */
  | { type: 'offer' }
  /** appinstalled: the browser installed the app, by the app's button or by its own menu. */
  | { type: 'appInstalled' }
  /** The parent's answer in the browser's dialog. */
  | { type: 'answered'; outcome: 'accepted' | 'dismissed' }
  /** prompt() threw (an offer already used, or a browser that refused to show it). */
  | { type: 'promptFailed' };

export function detectInstallState(env: InstallEnvironment): InstallState {
  if (env.standalone) return 'installed';
  if (env.offer) return 'promptAvailable';
  if (!env.secureContext) return 'insecureAddress';
  if (!env.serviceWorker || isInAppBrowser(env.userAgent)) return 'requirementsNotMet';
  return hasInstallMenu(env.userAgent, env.maxTouchPoints) ? 'manualInstallRequired' : 'requirementsNotMet';
}

/**
 * The next state. Running installed ends the story. An offer replaces the states that only said what
 * the page could not do; the answer to a dialog stands for the rest of the visit (a later offer brings
 * the button back beside it, see `canPrompt`), and `accepted` is kept when the browser then reports
 * the app installed, since its words say where to find the app.
 */
export function nextInstallState(state: InstallState, event: InstallEvent): InstallState {
  if (state === 'installed') return state;
  switch (event.type) {
    case 'offer':
      return state === 'manualInstallRequired' || state === 'requirementsNotMet' ? 'promptAvailable' : state;
    case 'appInstalled':
      return state === 'accepted' ? state : 'installed';
    case 'answered':
      return event.outcome === 'accepted' ? 'accepted' : 'declined';
    case 'promptFailed':
      return 'error';
  }
}

/** Whether the app's install button shows the browser's dialog: an offer is held and nothing is installed yet. */
export function canPrompt(state: InstallState, offerHeld: boolean): boolean {
  return offerHeld && state !== 'installed' && state !== 'accepted';
}

/** States that lead to the fallback 'Manual Installation Required' and its link to the guide. */
export function needsGuide(state: InstallState): boolean {
  return state === 'error' || state === 'manualInstallRequired';
}

/** The `install` namespace key of each state's message; the offer has its button instead. */
export const installMessageKeys = {
  installed: 'state.installed',
  promptAvailable: null,
  accepted: 'state.accepted',
  declined: 'state.declined',
  manualInstallRequired: 'state.manualInstallRequired',
  insecureAddress: 'state.insecureAddress',
  requirementsNotMet: 'state.requirementsNotMet',
  error: 'state.error',
} as const satisfies Record<InstallState, string | null>;

import { isIosDevice } from '../install/platform';

/** Timings of updates and of loading a screen's code (docs/product.md, "Install and updates"), in milliseconds. */
export const pwaTimings = {
  /** How often a running app asks for a new version (not on iOS, which checks on its own when opened). */
  updateCheckEvery: 300_000,
  /** The first check after registration: 1 s, or 2 s on iOS. */
  firstCheckAfter: 1_000,
  firstCheckAfterOnIos: 2_000,
  /** The page reloads into the new version this long after the new worker takes control. */
  reloadAfterControllerChange: 500,
  /** With automatic updates off, the "new version" prompt goes away by itself after this. */
  updatePromptAutoDismiss: 30_000,
  /** A route's code that has not arrived by then is given up on, and the page says so. */
  chunkLoadTimeout: 120_000,
  /** Two taps closer than this on iOS are one tap (no double-tap zoom). */
  doubleTapWithin: 300,
} as const;

/** This browser runs on iOS (shared/install/platform.ts tells). */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return isIosDevice(nav.userAgent, nav.maxTouchPoints);
}

/** Updates apply by themselves unless the build says otherwise (VITE_AUTO_UPDATE=false): then the parent is asked. */
export const autoUpdate = import.meta.env.VITE_AUTO_UPDATE !== 'false';

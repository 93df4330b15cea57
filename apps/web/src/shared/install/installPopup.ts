import { matchPath } from '../router';
import { paths } from '../paths';
import { safeStorage } from '../session/storage';
import { runsInstalled } from './installPrompt';

/** Set in local storage when the popup shows: it shows once per browser, 1 s after a page opens. */
export const INSTALL_POPUP_FLAG = 'installPopupShown';
export const INSTALL_POPUP_DELAY_MS = 1000;

/**
 * Pages where it would be in the way: the guide itself; the child's pages (a child's sign-up, a child's
 * login link, which forwards to the game on the child's device, and the login a parent shows a child);
 * and the sign-in hand-offs, which leave again within a moment. The parents' app offers itself on their own pages.
 */
const quietPatterns: string[] = [
  paths.manualInstallGuide.pattern,
  paths.childSignup.pattern,
  paths.childLogin.pattern,
  paths.childLoginInfo.pattern,
  paths.tokenHandler.pattern,
  paths.googleSso.pattern,
  paths.googleCallback.pattern,
  paths.signupWithGoogle.pattern,
];

/** A parent's login link from the game (`/?token=`), on its way to /token-handler: a hand-off too. */
function isTokenArrival(path: string, search: string): boolean {
  return path === paths.splash.pattern && new URLSearchParams(search).has('token');
}

function isQuiet(path: string, search: string): boolean {
  return isTokenArrival(path, search) || quietPatterns.some((pattern) => matchPath(pattern, path) !== null);
}

interface PopupSchedule {
  /** The page open now, and its query. */
  path: string;
  search?: string;
  show: () => void;
  /** Where the flag is kept; null where the browser blocks storage, and then the popup never shows (it could not stay away). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  installed?: () => boolean;
}

function wanted({ path, search = '', storage = safeStorage(), installed = runsInstalled }: PopupSchedule): boolean {
  return !isQuiet(path, search) && storage?.getItem(INSTALL_POPUP_FLAG) === null && !installed();
}

/**
 * Shows the install popup 1 s after a page opens, unless the app runs installed, this browser has
 * shown it already, or the page is one where it would be in the way; returns the cancel, for a page
 * left sooner. The flag is set as it shows, so no reload and no other tab shows it again. The entry
 * bundle has this (app/InstallPopupHost.tsx): the popup itself is fetched only when it shows.
 */
export function scheduleInstallPopup(schedule: PopupSchedule): () => void {
  if (!wanted(schedule)) return () => undefined;
  const timer = setTimeout(() => {
    // Asked again: another tab may have shown it meanwhile.
    if (!wanted(schedule)) return;
    (schedule.storage ?? safeStorage())?.setItem(INSTALL_POPUP_FLAG, '1');
    schedule.show();
  }, INSTALL_POPUP_DELAY_MS);
  return () => clearTimeout(timer);
}

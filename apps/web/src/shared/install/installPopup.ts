import { paths } from '../paths';
import { safeStorage } from '../session/storage';
import { runsInstalled } from './installPrompt';

/** Set in local storage when the popup shows: it shows once per browser, 1 s after a page opens. */
export const INSTALL_POPUP_FLAG = 'installPopupShown';
export const INSTALL_POPUP_DELAY_MS = 1000;

/** The guide itself, and the sign-in hand-offs, which leave again within a moment. */
const quietPaths: string[] = [
  paths.manualInstallGuide.pattern,
  paths.tokenHandler.pattern,
  paths.googleSso.pattern,
  paths.googleCallback.pattern,
];

interface PopupSchedule {
  /** The page open now. */
  path: string;
  show: () => void;
  /** Where the flag is kept; null where the browser blocks storage, and then the popup never shows (it could not stay away). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  installed?: () => boolean;
}

function wanted({ path, storage = safeStorage(), installed = runsInstalled }: PopupSchedule): boolean {
  return !quietPaths.includes(path) && storage?.getItem(INSTALL_POPUP_FLAG) === null && !installed();
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

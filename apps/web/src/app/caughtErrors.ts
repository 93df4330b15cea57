import { isScreenLoadFailure } from '../shared/pwa/chunkLoad';

/**
 * What React does with an error a boundary caught: logs it, as React would, unless it is a screen whose
 * code did not arrive. That screen says so itself with a way to try again (ScreenLoadBoundary); it is
 * the connection's doing, not the app's. Firefox also fails the screen's fetch as a page is left, whose
 * code still hears of it.
 */
export function logCaughtError(error: unknown) {
  if (!isScreenLoadFailure(error)) console.error(error);
}

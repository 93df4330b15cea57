import { pwaTimings } from './timings';

interface UpdateCheckOptions {
  /** Asks the browser whether the worker script changed (registration.update()). */
  check: () => Promise<unknown>;
  ios: boolean;
  /** Checks are skipped while the device is offline: they could only fail. */
  online?: () => boolean;
}

/**
 * The update schedule: a first check 1 s after registration (2 s on iOS), then every 5 minutes
 * except on iOS. Answers a function that stops it.
 */
export function scheduleUpdateChecks({ check, ios, online = () => navigator.onLine }: UpdateCheckOptions): () => void {
  const run = () => {
    if (online()) void check().catch(() => undefined);
  };
  const first = setTimeout(run, ios ? pwaTimings.firstCheckAfterOnIos : pwaTimings.firstCheckAfter);
  const every = ios ? null : setInterval(run, pwaTimings.updateCheckEvery);
  return () => {
    clearTimeout(first);
    if (every !== null) clearInterval(every);
  };
}

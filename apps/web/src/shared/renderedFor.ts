/**
 * What a render on the server (src/prerender) draws for, where the browser would read its window: the
 * page's host and the device's time zone. Modules that read either read it here, so the server's
 * drawing of a family's dashboard (ADR 0061) shows what the browser would.
 */
interface ServerPage {
  hostname: string;
  /** The family's time zone (IANA): the device's is not known to the server. */
  timeZone: string;
}

let serverPage: ServerPage = { hostname: 'localhost', timeZone: 'UTC' };

const inBrowser = () => typeof window !== 'undefined';

/** The host the page is served from. */
export function pageHostname(): string {
  return inBrowser() ? window.location.hostname : serverPage.hostname;
}

/** The hour of `now` on the device's clock (0-23). */
export function localHour(now: Date): number {
  if (inBrowser()) return now.getHours();
  const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: serverPage.timeZone }).format(now);
  return Number(hour);
}

/** The time zone dates are shown in: the device's own in a browser (undefined), the family's on the server. */
export function pageTimeZone(): string | undefined {
  return inBrowser() ? undefined : serverPage.timeZone;
}

/** For a render on the server: the request it answers and the family it draws for. */
export function renderFor(page: ServerPage) {
  serverPage = page;
}

import { LAST_DASHBOARD_KEY } from '../session/storageKeys';
import { appEntryOf, dashboardCard as card, lastDashboardId, lastDashboardPath, signedInOwner, type LastDashboard } from './lastDashboard';
import type { DashboardReads } from './readAhead';

/** What a dashboard that is not showing fresh answers has: a card refreshing or still to come, the loading overlay, a load failure. */
const notFresh = '[aria-busy="true"], .mantine-Skeleton-root, .mantine-Overlay-root, [data-load-failure]';
/** The attributes in the two above whose change can change whether the dashboard shows fresh answers. */
export const cardStateAttributes = ['aria-busy', 'data-load-failure'];
/** Every element whose coming or going can change whether the dashboard shows fresh answers. */
export const freshnessMarks = `${card}, ${notFresh}`;

/**
 * Whether the dashboard on screen shows fresh answers only, and so may be painted at the next start:
 * every card drawn and none refreshing, no loading overlay, no load failure, online.
 */
function showsFreshAnswers(root: HTMLElement, online: boolean): boolean {
  const main = root.querySelector('main');
  if (!online || !main || main.querySelector(card) === null) return false;
  return main.querySelector(notFresh) === null;
}

/** How far down the page the painted start goes, in screen heights: what a parent sees before scrolling, and the start of a scroll. */
const screensKept = 1.5;

/**
 * The page's markup down to `screensKept` screens: the cards below are left out, as the app's own page
 * replaces the painted one within seconds, and each card more costs the phone time to paint it at start.
 */
function firstScreensOf(root: HTMLElement, doc: Document): string {
  const view = doc.defaultView;
  const fold = (view?.innerHeight ?? 800) * screensKept;
  const copy = root.cloneNode(true) as HTMLElement;
  const cards = [...root.querySelectorAll(`main ${card}`)];
  const copies = [...copy.querySelectorAll(`main ${card}`)];
  const top = root.getBoundingClientRect().top;
  cards.forEach((card, index) => {
    if (card.getBoundingClientRect().top - top > fold) copies[index]?.remove();
  });
  return copy.innerHTML;
}

/** A stylesheet's address as a path, when it is the app's own (Vite's loader links them by their full address). */
function ownPath(href: string, doc: Document): string[] {
  const url = new URL(href, doc.baseURI);
  return url.origin === doc.location.origin ? [url.pathname] : [];
}

/**
 * Saves the dashboard as it is on screen (ADR 0045) when it shows fresh answers of the user it was
 * drawn for (`drawnFor`), who is still the one signed in, with what its cards read (`reads`, ADR 0046);
 * otherwise keeps what was saved before. Answers whether it saved.
 */
export function saveLastDashboard(
  doc: Document,
  storage: Storage,
  drawnFor: string | null,
  now: number,
  online: boolean,
  reads?: DashboardReads,
): boolean {
  if (doc.location.pathname !== lastDashboardPath || doc.getElementById(lastDashboardId)) return false;
  const root = doc.getElementById('root');
  const owner = signedInOwner(storage);
  const build = appEntryOf(doc);
  if (!root || owner === null || owner !== drawnFor || build === null || !showsFreshAnswers(root, online)) return false;
  const styles = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].flatMap((link) => ownPath(link.href, doc));
  const saved: LastDashboard = {
    build,
    owner,
    savedAt: now,
    lang: doc.documentElement.lang,
    styles,
    html: firstScreensOf(root, doc),
    reads,
  };
  try {
    storage.setItem(LAST_DASHBOARD_KEY, JSON.stringify(saved));
    return true;
  } catch {
    // A full or refused storage only means no painted start; the app works on.
    return false;
  }
}

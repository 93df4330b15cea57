import { toLocale } from '../i18n/locales';
import { LAST_DASHBOARD_KEY, LOCALE_KEY, SAVED_MAX_AGE_MS, TOKEN_KEY, USER_KEY } from '../session/storageKeys';

/**
 * The dashboard as this device last drew it with fresh answers, painted at the next start before the
 * app's code has run (ADR 0045). The page's first script (paintOnStart.ts) links its styles from the
 * page's head and paints it beside #root, inert and with every card marked refreshing; the app draws
 * its own page beneath, hidden, and hands over once it is drawn (handOverLastDashboard). It follows
 * the session as the saved answers do: it is painted only for the user it was drawn for, by the build
 * that drew it, and the session's end or another user's sign-in removes it.
 *
 * Imports nothing but storage key names and the locale mapping: this file is built into that script on its own.
 */

/** The only page painted from the device: the installed app's start page. */
export const lastDashboardPath = '/home';
/** The element the saved dashboard is painted into, after #root. */
export const lastDashboardId = 'last-dashboard';
/** A dashboard card: it says whether it is refreshing (shared/ui/SectionCard.tsx). */
export const dashboardCard = 'section[aria-busy]';
/**
 * Were the app's code never to take over (it failed to load or to start), the painted page goes after
 * this long, rather than stand inert as if refreshing.
 */
export const handOverAtLatestMs = 30_000;

export interface LastDashboard {
  /** The build that drew it, named by its entry script (content-hashed): its markup fits that build's styles only. */
  build: string;
  /** The signed-in user it was drawn for. */
  owner: string;
  savedAt: number;
  /** The page's language then. */
  lang: string;
  /** The stylesheets the page had, in order: the dashboard's own come with its lazy code. */
  styles: string[];
  /** What #root held. */
  html: string;
  /** What its cards read, asked for again as it is painted (readAhead.ts checks its shape, ADR 0046). */
  reads?: unknown;
}

/** The signed-in user's data as the app keeps it (its fields unchecked); null when none can be read. */
export function storedUser(storage: Storage): Record<string, unknown> | null {
  try {
    const user: unknown = JSON.parse(storage.getItem(USER_KEY) ?? 'null');
    return typeof user === 'object' && user !== null ? (user as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Who is signed in on this device, as the app keeps it; null for nobody. */
export function signedInOwner(storage: Storage): string | null {
  if (!storage.getItem(TOKEN_KEY)) return null;
  const id = storedUser(storage)?.user_id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
}

/** The page's build: its entry module's address, which the build names by its content. */
export function appEntryOf(doc: Document): string | null {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/** Only the app's own built stylesheets are linked again. */
const isAppStylesheet = (href: string) => /^\/assets\/[\w.-]+\.css$/.test(href);

function isLastDashboard(value: unknown): value is LastDashboard {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Record<string, unknown>;
  return (
    typeof saved.build === 'string' &&
    typeof saved.owner === 'string' &&
    typeof saved.savedAt === 'number' &&
    typeof saved.lang === 'string' &&
    typeof saved.html === 'string' &&
    Array.isArray(saved.styles) &&
    saved.styles.every((href) => typeof href === 'string' && isAppStylesheet(href))
  );
}

/**
 * The saved dashboard if it may be painted now: this build's, the signed-in user's, younger than the
 * saved answers may be. One that may not is removed.
 */
export function readLastDashboard(storage: Storage, build: string | null, now: number): LastDashboard | null {
  const raw = storage.getItem(LAST_DASHBOARD_KEY);
  if (raw === null) return null;
  let saved: unknown = null;
  try {
    saved = JSON.parse(raw);
  } catch {
    // Unreadable: removed below.
  }
  const owner = signedInOwner(storage);
  if (isLastDashboard(saved) && saved.build === build && owner === saved.owner && now - saved.savedAt <= SAVED_MAX_AGE_MS) return saved;
  storage.removeItem(LAST_DASHBOARD_KEY);
  return null;
}

/**
 * The saved dashboard this start may paint: only at the start page itself (a link to one of its
 * sections scrolls to the app's), by this build.
 */
function toPaint(doc: Document, storage: Storage, now: number): LastDashboard | null {
  if (doc.location.pathname !== lastDashboardPath || doc.location.hash !== '') return null;
  return readLastDashboard(storage, appEntryOf(doc), now);
}

/**
 * Run at the end of the page's <head>, before its <body> is parsed: links the stylesheets the saved
 * dashboard needs, as render-blocking ones, so its first paint is styled (the dashboard's own come with
 * its lazy code otherwise). Those the page links itself are there already and are not linked again;
 * the others are added as Vite's own loader adds them, which then finds them and adds no second one.
 */
export function linkLastDashboardStyles(doc: Document, storage: Storage, now: number) {
  const saved = toPaint(doc, storage, now);
  if (!saved) return;
  for (const href of saved.styles) {
    if (doc.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    link.setAttribute('blocking', 'render');
    doc.head.append(link);
  }
}

/** The dashboard the server drew into this page (ADR 0061): a <template> right after #root. */
export const servedDashboardId = 'served-dashboard';

/**
 * The dashboard the server drew for this visit, if it may be painted: at the start page itself, drawn
 * for the parent signed in on this device, in the language the app starts in. It is taken out of the
 * page either way. It is fresh: the server drew it from the family's answers of this moment.
 */
function servedDashboard(doc: Document, storage: Storage, now: number): LastDashboard | null {
  const served = doc.getElementById(servedDashboardId);
  if (!served) return null;
  served.remove();
  const owner = signedInOwner(storage);
  const { owner: drawnFor, lang } = (served as HTMLElement).dataset;
  const startsIn = storage.getItem(LOCALE_KEY);
  const fits =
    served instanceof HTMLTemplateElement &&
    doc.location.pathname === lastDashboardPath &&
    doc.location.hash === '' &&
    owner !== null &&
    drawnFor === owner &&
    lang !== undefined &&
    (startsIn === null || toLocale(startsIn) === lang);
  if (!fits) return null;
  leaveOutCardsBelow(served.content);
  return { build: appEntryOf(doc) ?? '', owner, savedAt: now, lang, styles: [], html: served.innerHTML };
}

/**
 * The cards the server drew as placeholders, below its first ones, are left out, as a kept dashboard
 * leaves out the cards below a screen and a half: each costs the phone time to lay out at start, and
 * the app's page, which has them, takes the place of this one within seconds.
 */
function leaveOutCardsBelow(page: DocumentFragment) {
  const drawn = page.querySelectorAll(`main ${dashboardCard}`);
  let below = drawn[drawn.length - 1]?.nextElementSibling ?? null;
  while (below) {
    const next = below.nextElementSibling;
    if (below.tagName === 'SECTION') below.remove();
    below = next;
  }
}

/**
 * Run right after #root is parsed, before the app's code: paints the saved dashboard, or else the one
 * the server drew for this visit (ADR 0061), beside #root. It
 * is inert (nothing on it can be tapped or read out before the app's page replaces it) and its cards
 * say they are refreshing. Answers what it painted, if anything.
 */
export function paintLastDashboard(doc: Document, storage: Storage, now: number): LastDashboard | null {
  const root = doc.getElementById('root');
  if (!root || root.hasChildNodes()) return null;
  // The one this device kept first: the server's drawing is for a device with none (ADR 0061). It is
  // taken out of the page either way.
  const kept = toPaint(doc, storage, now);
  const served = servedDashboard(doc, storage, now);
  const saved = kept ?? served;
  if (!saved) return null;
  const painted = doc.createElement('div');
  painted.id = lastDashboardId;
  painted.inert = true;
  painted.innerHTML = saved.html;
  // Its figures are the saved ones: each card says it is refreshing (shared/ui/SectionCard.tsx).
  for (const card of painted.querySelectorAll(dashboardCard)) card.setAttribute('aria-busy', 'true');
  doc.documentElement.lang = saved.lang;
  // Where the page is in its start, for a support call or a test to read: 'painted', then 'handed-over'.
  doc.documentElement.dataset.lastDashboard = 'painted';
  // The app's own page is drawn beneath, out of sight (and, where the browser can, not laid out) until it hands over.
  root.style.cssText = 'position:absolute;top:0;left:0;right:0;visibility:hidden;content-visibility:hidden';
  root.after(painted);
  doc.defaultView?.setTimeout(() => handOverLastDashboard(doc), handOverAtLatestMs);
  return saved;
}

/** Where the page's first script leaves the answers it reads ahead for the app (readAhead.ts, ADR 0046). */
export const readAheadSlot = 't1dReadAhead';

let readAheadStops = 0;

/**
 * The answers read ahead at start are taken no more: the app sends something that is not a read (an
 * action, a sign-out), after which a read must be the server's answer then. Counted, so a read that
 * took one before and still waits for it asks the server instead (shared/api/batch.ts).
 */
export function stopReadingAhead(win: Window = window) {
  readAheadStops += 1;
  delete (win as Window & { [readAheadSlot]?: unknown })[readAheadSlot];
}

/** How many times reading ahead was stopped in this page (stopReadingAhead). */
export const readingAheadStopped = () => readAheadStops;

/** The app's page is drawn: the saved one goes, and the app's shows in its place. Does nothing when none was painted. */
export function handOverLastDashboard(doc: Document = document) {
  const painted = doc.getElementById(lastDashboardId);
  if (!painted) return;
  painted.remove();
  doc.getElementById('root')?.removeAttribute('style');
  doc.documentElement.dataset.lastDashboard = 'handed-over';
}

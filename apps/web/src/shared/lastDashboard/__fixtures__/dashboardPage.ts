import { afterEach, beforeEach, vi } from 'vitest';
import { TOKEN_KEY, USER_KEY } from '../../session/storageKeys';
import { saveLastDashboard } from '../keepLastDashboard';
import type { DashboardReads } from '../readAhead';

// The pages the painted start's tests draw and start (lastDashboard.test.ts, keepLastDashboard.test.ts).

/** The page's entry script, which names its build. */
export const entry = '/assets/index-A1.js';
export const now = 1_800_000_000_000;

/** The dashboard as the app draws it: cards in <main>, fresh (aria-busy false), with the page's styles. */
export const freshDashboard = `
  <header>T1D Family</header>
  <main>
    <section id="top" aria-busy="false"><h2>Good Morning</h2><span class="mark"></span></section>
    <section id="coins-earned" aria-busy="false"><h2>Coins earned</h2><p>1,234</p></section>
  </main>`;

export function signIn(userId: number | string = 7) {
  localStorage.setItem(TOKEN_KEY, 'token-of-the-session');
  localStorage.setItem(USER_KEY, JSON.stringify({ user_id: userId }));
}

export function showPage(path: string, rootHtml: string) {
  window.history.replaceState(null, '', path);
  delete document.documentElement.dataset.lastDashboard;
  document.head.innerHTML = `<link rel="stylesheet" href="/assets/index.css"><script type="module" src="${entry}"></script>`;
  document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
  document.documentElement.lang = 'en';
}

/** The next start: a page with an empty #root at `path`. */
export function startAt(path = '/home') {
  showPage(path, '');
}

/** What the dashboard's cards read, kept with it (ADR 0046). */
export const dashboardReads: DashboardReads = {
  locale: 'en',
  calls: [
    { call: { cmd: 'ParentNotification.getUnreadCount' }, asData: true },
    { call: { cmd: 'ParentCoinsHandler.get_family_coins_logs', page: 1, per_page: 20 }, asData: true },
  ],
};

export function save(at = now, online = true, drawnFor: string | null = '7') {
  return saveLastDashboard(document, localStorage, drawnFor, at, online, dashboardReads);
}

/** The gateway the painted start reads ahead from: records each batch's calls, answers each call. */
export function fakeGateway() {
  const batches: unknown[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { calls } = JSON.parse(String(init.body)) as { calls: unknown[] };
      batches.push(calls);
      return Promise.resolve(new Response(JSON.stringify({ results: calls.map(() => ({ status: 200, body: { code: 200, data: 1 } })) })));
    }),
  );
  return batches;
}

// The pages here name their entry script as a built page does; it is not fetched (nothing serves it).
const { settings } = (
  window as unknown as { happyDOM: { settings: { disableJavaScriptFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM;
settings.disableJavaScriptFileLoading = true;
settings.handleDisabledFileLoadingAsSuccess = true;

/**
 * Each test on a fresh device, user 7 signed in; after it, back at `/` with the document as it was. The
 * screens' tests share this page (vitest.config.ts): a dashboard left in it would be read as theirs.
 */
export function onAFreshDeviceForEachTest() {
  let before = { head: '', body: '', lang: '' };
  beforeEach(() => {
    before = { head: document.head.innerHTML, body: document.body.innerHTML, lang: document.documentElement.lang };
    localStorage.clear();
    signIn();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.head.innerHTML = before.head;
    document.body.innerHTML = before.body;
    document.documentElement.lang = before.lang;
    delete document.documentElement.dataset.lastDashboard;
  });
}

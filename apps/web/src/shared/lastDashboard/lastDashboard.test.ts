import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalSession } from '../session/storage';
import { LAST_DASHBOARD_KEY, SAVED_MAX_AGE_MS, TOKEN_KEY, USER_KEY } from '../session/storageKeys';
import { saveLastDashboard } from './keepLastDashboard';
import {
  handOverAtLatestMs,
  handOverLastDashboard,
  lastDashboardId,
  linkLastDashboardStyles,
  paintLastDashboard,
  readLastDashboard,
  stopReadingAhead,
} from './lastDashboard';
import { paintAndReadAhead, takeReadAhead, type DashboardReads } from './readAhead';

/** The page's entry script, which names its build. */
const entry = '/assets/index-A1.js';
const now = 1_800_000_000_000;

/** The dashboard as the app draws it: cards in <main>, fresh (aria-busy false), with the page's styles. */
const freshDashboard = `
  <header>T1D Family</header>
  <main>
    <section id="top" aria-busy="false"><h2>Good Morning</h2><span class="mark"></span></section>
    <section id="coins-earned" aria-busy="false"><h2>Coins earned</h2><p>1,234</p></section>
  </main>`;

function signIn(userId: number | string = 7) {
  localStorage.setItem(TOKEN_KEY, 'token-of-the-session');
  localStorage.setItem(USER_KEY, JSON.stringify({ user_id: userId }));
}

function showPage(path: string, rootHtml: string) {
  window.history.replaceState(null, '', path);
  delete document.documentElement.dataset.lastDashboard;
  document.head.innerHTML = `<link rel="stylesheet" href="/assets/index.css"><script type="module" src="${entry}"></script>`;
  document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
  document.documentElement.lang = 'en';
}

/** The next start: a page with an empty #root at `path`. */
function startAt(path = '/home') {
  showPage(path, '');
}

/** What the dashboard's cards read, kept with it (ADR 0046). */
const dashboardReads: DashboardReads = {
  locale: 'en',
  calls: [
    { call: { cmd: 'ParentNotification.getUnreadCount' }, asData: true },
    { call: { cmd: 'ParentCoinsHandler.get_family_coins_logs', page: 1, per_page: 20 }, asData: true },
  ],
};

function save(at = now, online = true, drawnFor: string | null = '7') {
  return saveLastDashboard(document, localStorage, drawnFor, at, online, dashboardReads);
}

/** The gateway the painted start reads ahead from: records each batch's calls, answers each call. */
function fakeGateway() {
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

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('keeping the dashboard for the next start', () => {
  it('saves the signed-in user’s dashboard with fresh answers: its markup, language, styles and owner', () => {
    showPage('/home', freshDashboard);
    document.documentElement.lang = 'zh-CN';
    // As Vite's loader links a lazy screen's styles: by their full address.
    document.head.insertAdjacentHTML('beforeend', `<link rel="stylesheet" href="${window.location.origin}/assets/HomeScreen.css">`);
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="https://elsewhere.example/assets/x.css">');
    expect(save()).toBe(true);
    const saved = readLastDashboard(localStorage, entry, now);
    expect(saved).toMatchObject({
      build: entry,
      owner: '7',
      savedAt: now,
      lang: 'zh-CN',
      styles: ['/assets/index.css', '/assets/HomeScreen.css'],
    });
    expect(saved?.html).toContain('1,234');
    expect(saved?.reads).toEqual(dashboardReads);
  });

  it.each([
    ['a card still refreshing', freshDashboard.replace('id="coins-earned" aria-busy="false"', 'id="coins-earned" aria-busy="true"')],
    ['a card still to come', freshDashboard.replace('<p>1,234</p>', '<div class="mantine-Skeleton-root"></div>')],
    ['the loading overlay', freshDashboard.replace('<main>', '<main><div class="mantine-Overlay-root"></div>')],
    ['a load failure', freshDashboard.replace('<p>1,234</p>', '<div role="alert" data-load-failure>Could not load</div>')],
    ['no cards at all', '<main><p>Loading</p></main>'],
  ])('does not save a dashboard with %s', (_, html) => {
    showPage('/home', html);
    expect(save()).toBe(false);
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toBeNull();
  });

  it('saves nothing offline, for nobody signed in, on another page, or while the saved one is still painted', () => {
    showPage('/home', freshDashboard);
    expect(save(now, false)).toBe(false);
    showPage('/tasks', freshDashboard);
    expect(save()).toBe(false);
    showPage('/home', freshDashboard);
    document.body.insertAdjacentHTML('beforeend', `<div id="${lastDashboardId}"></div>`);
    expect(save()).toBe(false);
    showPage('/home', freshDashboard);
    localStorage.removeItem(TOKEN_KEY);
    expect(save()).toBe(false);
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toBeNull();
  });

  it('saves nothing when another user signed in beneath the screen drawn for the first (another tab, an invitation)', () => {
    showPage('/home', freshDashboard);
    signIn(8);
    expect(save(now, true, '7')).toBe(false);
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toBeNull();
  });

  it('leaves out the cards below a screen and a half', () => {
    showPage('/home', freshDashboard);
    const [top, coins] = document.querySelectorAll('main section');
    const at = (y: number) => () => ({ top: y }) as DOMRect;
    top!.getBoundingClientRect = at(0);
    coins!.getBoundingClientRect = at(window.innerHeight * 1.5 + 1);
    save();
    const html = readLastDashboard(localStorage, entry, now)?.html ?? '';
    expect(html).toContain('Good Morning');
    expect(html).not.toContain('Coins earned');
  });

  it('goes with the session', () => {
    showPage('/home', freshDashboard);
    save();
    clearLocalSession();
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toBeNull();
  });
});

describe('painting it at the next start', () => {
  // What the painted start reads ahead goes to this page's own fake gateway, never to the network.
  let batches: unknown[][] = [];
  beforeEach(() => {
    batches = fakeGateway();
    showPage('/home', freshDashboard);
    document.documentElement.lang = 'zh-CN';
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/assets/HomeScreen.css">');
    save();
  });

  it('paints it beside #root, inert, every card refreshing, in its language; the app draws out of sight', () => {
    startAt();
    expect(paintLastDashboard(document, localStorage, now + 60_000)).not.toBeNull();
    const painted = document.getElementById(lastDashboardId)!;
    expect(painted.previousElementSibling?.id).toBe('root');
    expect(painted.inert).toBe(true);
    expect(painted.textContent).toContain('1,234');
    expect([...painted.querySelectorAll('section')].map((card) => card.getAttribute('aria-busy'))).toEqual(['true', 'true']);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.getElementById('root')!.style.contentVisibility).toBe('hidden');
    expect(document.documentElement.dataset.lastDashboard).toBe('painted');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    stopReadingAhead(window);
  });

  it('asks for what its cards read as it paints it, with the session', async () => {
    startAt();
    paintAndReadAhead(document, localStorage, now);
    expect(batches).toEqual([dashboardReads.calls.map(({ call }) => call)]);
    const take = (call: Record<string, unknown>) => takeReadAhead(window, call, 'token-of-the-session', 'en', now);
    const answer = take({ cmd: 'ParentNotification.getUnreadCount' });
    expect(answer).not.toBeNull();
    await expect(answer).resolves.toMatchObject({ status: 200 });
    stopReadingAhead(window);
    expect(take({ cmd: 'ParentCoinsHandler.get_family_coins_logs', page: 1, per_page: 20 })).toBeNull();
  });

  it('asks for nothing when it paints nothing, or when what its cards read is not a list of calls', () => {
    startAt('/home#coins-earned');
    paintAndReadAhead(document, localStorage, now);
    const saved = JSON.parse(localStorage.getItem(LAST_DASHBOARD_KEY)!) as object;
    localStorage.setItem(LAST_DASHBOARD_KEY, JSON.stringify({ ...saved, reads: { locale: 'en', calls: [{ call: { page: 1 } }] } }));
    startAt();
    paintAndReadAhead(document, localStorage, now);
    expect(document.getElementById(lastDashboardId)).not.toBeNull();
    signIn(8);
    startAt();
    paintAndReadAhead(document, localStorage, now);
    expect(batches).toEqual([]);
  });

  it('refuses a saved page whose stylesheets are not the app’s own', () => {
    const saved = JSON.parse(localStorage.getItem(LAST_DASHBOARD_KEY)!) as { styles: string[] };
    localStorage.setItem(LAST_DASHBOARD_KEY, JSON.stringify({ ...saved, styles: ['https://elsewhere.example/x.css'] }));
    startAt();
    expect(paintLastDashboard(document, localStorage, now)).toBeNull();
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toBeNull();
  });

  it('goes by itself if the app never takes over', () => {
    vi.useFakeTimers();
    try {
      startAt();
      paintLastDashboard(document, localStorage, now);
      vi.advanceTimersByTime(handOverAtLatestMs - 1);
      expect(document.getElementById(lastDashboardId)).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(document.getElementById(lastDashboardId)).toBeNull();
      expect(document.documentElement.dataset.lastDashboard).toBe('handed-over');
    } finally {
      vi.useRealTimers();
    }
  });

  it('links its styles from the head as render-blocking, once each', () => {
    startAt();
    linkLastDashboardStyles(document, localStorage, now);
    const links = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/index.css', '/assets/HomeScreen.css']);
    expect(links[1]!.getAttribute('blocking')).toBe('render');
  });

  it.each([
    ['another page', () => startAt('/tasks')],
    ['a link to one of its sections', () => startAt('/home#coins-earned')],
    ['a page already drawn', () => showPage('/home', '<p>prerendered</p>')],
  ])('paints nothing on %s', (_, start) => {
    start();
    expect(paintLastDashboard(document, localStorage, now)).toBeNull();
    expect(document.getElementById(lastDashboardId)).toBeNull();
  });

  it.each([
    ['another user signed in', () => signIn(8)],
    ['nobody signed in', () => localStorage.removeItem(TOKEN_KEY)],
  ])('never paints it with %s, and forgets it', (_, change) => {
    change();
    startAt();
    expect(paintLastDashboard(document, localStorage, now)).toBeNull();
    expect(document.getElementById(lastDashboardId)).toBeNull();
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toBeNull();
  });

  it('forgets one of another build, one older than a week, and one that is not a saved dashboard', () => {
    startAt();
    document.querySelector('script[type="module"]')!.setAttribute('src', '/assets/index-B2.js');
    expect(paintLastDashboard(document, localStorage, now)).toBeNull();
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toBeNull();
    showPage('/home', freshDashboard);
    save();
    expect(readLastDashboard(localStorage, entry, now + SAVED_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toBeNull();
    localStorage.setItem(LAST_DASHBOARD_KEY, '{"html": 1}');
    expect(readLastDashboard(localStorage, entry, now)).toBeNull();
    localStorage.setItem(LAST_DASHBOARD_KEY, 'not json');
    expect(readLastDashboard(localStorage, entry, now)).toBeNull();
    expect(localStorage.getItem(LAST_DASHBOARD_KEY)).toBeNull();
  });

  it('hands over to the app’s page: the painted one goes and #root shows', () => {
    startAt();
    paintLastDashboard(document, localStorage, now);
    handOverLastDashboard(document);
    expect(document.getElementById(lastDashboardId)).toBeNull();
    expect(document.getElementById('root')!.hasAttribute('style')).toBe(false);
    expect(document.documentElement.dataset.lastDashboard).toBe('handed-over');
    // Nothing painted, nothing to do.
    delete document.documentElement.dataset.lastDashboard;
    handOverLastDashboard(document);
    expect(document.documentElement.dataset.lastDashboard).toBeUndefined();
  });
});

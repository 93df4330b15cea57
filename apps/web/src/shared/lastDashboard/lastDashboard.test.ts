import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_DASHBOARD_KEY, LOCALE_KEY, SAVED_MAX_AGE_MS, TOKEN_KEY } from '../session/storageKeys';
import {
  dashboardReads,
  entry,
  freshDashboard,
  now,
  onAFreshDeviceForEachTest,
  save,
  showPage,
  signIn,
  startAt,
  fakeGateway,
} from './__fixtures__/dashboardPage';
import {
  handOverAtLatestMs,
  handOverLastDashboard,
  lastDashboardId,
  linkLastDashboardStyles,
  paintLastDashboard,
  readLastDashboard,
  servedDashboardId,
  stopReadingAhead,
} from './lastDashboard';
import { paintedCardIds } from './paintedPage';
import { paintAndReadAhead, takeReadAhead } from './readAhead';

onAFreshDeviceForEachTest();

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

describe('the dashboard the server drew for this visit (ADR 0061)', () => {
  let batches: unknown[][] = [];
  // Its first card drawn whole, the one below as the placeholder of a card drawn later.
  const servedMarkup = `<main><section id="coins-earned" aria-busy="false"><h2>Coins earned</h2><p>5,678</p></section><section id="my-tasks"><h2>My tasks</h2></section><nav>Home</nav></main>`;
  /** A start whose page holds the server's drawing after #root, as the server sends it. */
  function startServed(path = '/home', drawnFor = '7', lang = 'en') {
    startAt(path);
    document
      .getElementById('root')!
      .insertAdjacentHTML(
        'afterend',
        `<template id="${servedDashboardId}" data-owner="${drawnFor}" data-lang="${lang}">${servedMarkup}</template>`,
      );
  }
  beforeEach(() => {
    batches = fakeGateway();
    localStorage.setItem(LOCALE_KEY, 'en');
  });
  afterEach(() => {
    stopReadingAhead(window);
  });

  it('paints it for the parent it was drawn for, inert and refreshing, and asks the first batch with the session', () => {
    startServed();
    paintAndReadAhead(document, localStorage, now);
    const painted = document.getElementById(lastDashboardId)!;
    expect(painted.inert).toBe(true);
    expect(painted.textContent).toContain('5,678');
    expect(painted.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
    // The placeholder below the drawn cards is left out; the rest of the page stays.
    expect(painted.querySelector('#my-tasks')).toBeNull();
    expect(painted.querySelector('nav')?.textContent).toBe('Home');
    expect(document.getElementById(servedDashboardId)).toBeNull();
    expect(paintedCardIds()).toEqual(['coins-earned']);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toContainEqual({ cmd: 'ParentNotification.getUnreadCount' });
  });

  it('leaves it for the one this device kept, with what its cards read, and takes it out of the page', () => {
    showPage('/home', freshDashboard);
    save(now - 60_000);
    startServed();
    paintAndReadAhead(document, localStorage, now);
    expect(document.getElementById(lastDashboardId)!.textContent).toContain('1,234');
    expect(document.getElementById(servedDashboardId)).toBeNull();
    expect(batches).toEqual([dashboardReads.calls.map(({ call }) => call)]);
  });

  it('takes it out unpainted for another parent, nobody signed in, another language or another address', () => {
    const unpainted = (start: () => void) => {
      start();
      expect(paintLastDashboard(document, localStorage, now)).toBeNull();
      expect(document.getElementById(servedDashboardId)).toBeNull();
      expect(document.getElementById(lastDashboardId)).toBeNull();
    };
    unpainted(() => startServed('/home', '8'));
    unpainted(() => startServed('/home', '7', 'zh'));
    unpainted(() => startServed('/home#coins-earned'));
    unpainted(() => startServed('/tasks'));
    localStorage.removeItem(TOKEN_KEY);
    unpainted(() => startServed());
  });

  it('falls back to the kept dashboard when the one drawn on the server is not this parent’s', () => {
    showPage('/home', freshDashboard);
    save();
    startServed('/home', '8');
    paintLastDashboard(document, localStorage, now);
    expect(document.getElementById(lastDashboardId)!.textContent).toContain('1,234');
  });
});

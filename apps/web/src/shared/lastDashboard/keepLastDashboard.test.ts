import { describe, expect, it } from 'vitest';
import { clearLocalSession } from '../session/storage';
import { LAST_DASHBOARD_KEY, TOKEN_KEY } from '../session/storageKeys';
import {
  dashboardReads,
  entry,
  freshDashboard,
  now,
  onAFreshDeviceForEachTest,
  save,
  showPage,
  signIn,
} from './__fixtures__/dashboardPage';
import { lastDashboardId, readLastDashboard } from './lastDashboard';

onAFreshDeviceForEachTest();

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

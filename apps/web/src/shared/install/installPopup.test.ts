import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_POPUP_DELAY_MS, INSTALL_POPUP_FLAG, scheduleInstallPopup } from './installPopup';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const notInstalled = () => false;

/** A page opening: the popup is scheduled for it. */
function open(address: string, installed = notInstalled) {
  const show = vi.fn();
  const [path = address, search = ''] = address.split(/(?=\?)/);
  const cancel = scheduleInstallPopup({ path, search, show, installed });
  return { show, cancel };
}

describe('the install popup', () => {
  it('shows 1 s after a page opens, and sets the flag as it shows', () => {
    const { show } = open('/home');
    vi.advanceTimersByTime(INSTALL_POPUP_DELAY_MS - 1);
    expect(show).not.toHaveBeenCalled();
    expect(localStorage.getItem(INSTALL_POPUP_FLAG)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledOnce();
    expect(localStorage.getItem(INSTALL_POPUP_FLAG)).not.toBeNull();
  });

  it('shows once per browser: never again, on any page, however long the parent stays', () => {
    const first = open('/signup');
    vi.advanceTimersByTime(INSTALL_POPUP_DELAY_MS);
    const later = ['/signup', '/home', '/'].map((path) => open(path));
    vi.advanceTimersByTime(100 * INSTALL_POPUP_DELAY_MS);
    expect(first.show).toHaveBeenCalledOnce();
    later.forEach(({ show }) => expect(show).not.toHaveBeenCalled());
    // Not even a timer is set once the flag is there.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never shows in the installed app', () => {
    const { show } = open('/home', () => true);
    vi.advanceTimersByTime(10 * INSTALL_POPUP_DELAY_MS);
    expect(show).not.toHaveBeenCalled();
    expect(localStorage.getItem(INSTALL_POPUP_FLAG)).toBeNull();
  });

  it('stays away from the guide, the child’s pages and the sign-in hand-offs, and keeps its one showing for later', () => {
    const pages = [
      '/manual-install-guide',
      '/child-signup?invite_code=inv_kid',
      '/child-login?login_token=abc',
      '/child-login-info/42',
      '/?token=abc',
      '/token-handler?token=abc',
      '/googlesso?code=x',
      '/google-callback',
      '/signup-with-google?email=a%40b.example',
    ].map((address) => open(address));
    vi.advanceTimersByTime(10 * INSTALL_POPUP_DELAY_MS);
    pages.forEach(({ show }) => expect(show).not.toHaveBeenCalled());
    expect(localStorage.getItem(INSTALL_POPUP_FLAG)).toBeNull();
    // The splash with any other query is the parents' first page.
    const splash = open('/?campaign=spring');
    vi.advanceTimersByTime(INSTALL_POPUP_DELAY_MS);
    expect(splash.show).toHaveBeenCalledOnce();
  });

  it('does not show for a page left within the second, nor when another tab showed it meanwhile', () => {
    const left = open('/');
    vi.advanceTimersByTime(500);
    left.cancel();
    const other = open('/home');
    vi.advanceTimersByTime(500);
    localStorage.setItem(INSTALL_POPUP_FLAG, '1');
    vi.advanceTimersByTime(INSTALL_POPUP_DELAY_MS);
    expect(left.show).not.toHaveBeenCalled();
    expect(other.show).not.toHaveBeenCalled();
  });

  it('never shows where the browser keeps no storage: it could not stay away afterwards', () => {
    const show = vi.fn();
    scheduleInstallPopup({ path: '/home', show, installed: notInstalled, storage: null });
    vi.advanceTimersByTime(10 * INSTALL_POPUP_DELAY_MS);
    expect(show).not.toHaveBeenCalled();
  });
});

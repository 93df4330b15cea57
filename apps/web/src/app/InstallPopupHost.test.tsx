import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_POPUP_DELAY_MS, INSTALL_POPUP_FLAG } from '../shared/install/installPopup';
import { renderWithProviders } from '../test/render';
import { InstallPopupHost } from './InstallPopupHost';

afterEach(() => {
  vi.useRealTimers();
});

/** Opens `path` with the host mounted, and lets `ms` go by on a fake clock. */
function openFor(path: string, ms: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const view = renderWithProviders(<InstallPopupHost />, { path });
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  vi.useRealTimers();
  return view;
}

const title = 'Keep T1D Family on your home screen';

describe('the install popup host', () => {
  it('shows the popup a second after the page opens, and once only', async () => {
    const early = openFor('/home', INSTALL_POPUP_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(INSTALL_POPUP_FLAG)).toBeNull();
    early.unmount();

    const first = openFor('/home', INSTALL_POPUP_DELAY_MS);
    await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
    expect(localStorage.getItem(INSTALL_POPUP_FLAG)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    first.unmount();

    // The next load of the app: no popup, however long the parent stays.
    openFor('/signup', 10 * INSTALL_POPUP_DELAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away from the manual install guide', async () => {
    openFor('/manual-install-guide', 10 * INSTALL_POPUP_DELAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(INSTALL_POPUP_FLAG)).toBeNull();
  });

  it('stays away from the child’s login pages, the SSO entry and a login link from the game', () => {
    for (const path of [
      '/child-login?login_token=abc',
      '/child-login-info/42',
      '/googlesso?code=x',
      '/signup-with-google',
      '/?token=abc',
    ]) {
      const view = openFor(path, 10 * INSTALL_POPUP_DELAY_MS);
      // The flag is set as the popup shows: still unset, it never did.
      expect({ path, shown: localStorage.getItem(INSTALL_POPUP_FLAG) }).toEqual({ path, shown: null });
      view.unmount();
    }
  });
});

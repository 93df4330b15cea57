import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { storeAuth } from '../../shared/session';
import { emptyDashboard } from '../../test/dashboard';
import { signedInParent } from '../../test/fixtures';
import { answer, refuse, stubCommands, type Script } from '../../test/gateway';
import { renderWithProviders } from '../../test/render';
import { HomeScreen } from './HomeScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The dashboard of a new family, with some of its reads failing. */
function dashboard(failing: Script) {
  storeAuth({ ...signedInParent, real_name: 'Sam' });
  const tasks = () => answer('GmsInfluenceApi.getParentTasks', { list: [] });
  return stubCommands({ ...emptyDashboard, 'GmsInfluenceApi.getParentTasks': tasks, ...failing });
}

const internalError = () => refuse('internal_error');

describe('the dashboard when a read of its own fails', () => {
  it('says the configuration failed to load, keeps the app’s own sections, and tries again on request', async () => {
    let fails = true;
    dashboard({
      'ParentHomeConfigHandler.getHomeConfig': () => (fails ? internalError() : answer('ParentHomeConfigHandler.getHomeConfig', null)),
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<HomeScreen />, { path: '/home' });
    const failure = (await screen.findByText('Failed to load home configuration')).closest<HTMLElement>('[role="alert"]')!;
    expect(await screen.findByRole('region', { name: 'Install the App' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Failed to load home configuration:', expect.anything());

    fails = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Failed to load home configuration')).toBeNull());
  });

  it('says it in Chinese to a parent who reads Chinese', async () => {
    await i18n.changeLanguage('zh');
    dashboard({ 'ParentHomeConfigHandler.getHomeConfig': internalError });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<HomeScreen />, { path: '/home' });
    expect(await screen.findByText('加载首页配置失败')).toBeTruthy();
  });

  it('says in the Edit Name modal that the profile failed to load, and still shows what this device stored', async () => {
    dashboard({ 'ParentAuthHandler.getUserProfile': internalError });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<HomeScreen />, { path: '/home' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sam, edit your name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Name' });
    expect(await within(dialog).findByText('Failed to load user profile')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Failed to load user profile:', expect.anything());
    expect(within(dialog).getByText(signedInParent.email)).toBeTruthy();
    // Nothing to say on the dashboard itself: the page works from the stored data.
    expect(screen.queryByText('Failed to load home configuration')).toBeNull();
    await i18n.changeLanguage('zh');
    expect(await within(dialog).findByText('无法加载用户资料')).toBeTruthy();
  });

  it('says nothing of the profile when it loads', async () => {
    dashboard({});
    renderWithProviders(<HomeScreen />, { path: '/home' });
    fireEvent.click(await screen.findByRole('button', { name: /edit your name$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Name' });
    expect(within(dialog).queryByText('Failed to load user profile')).toBeNull();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useNavigate } from '../../shared/router';
import { AuthPage } from '../../features/auth/components/AuthPage';
import { i18n } from '../../shared/i18n';
import { forgetSession, storeAuth } from '../../shared/session';
import { resetRestoreStateForTests } from '../../shared/session/session';
import { signedInParent } from '../../test/fixtures';
import { signupSideRequests, stubCommands } from '../../test/gateway';
import { renderWithProviders } from '../../test/render';
import { RequireSession } from './RequireSession';

/** A protected page with a Logout as the dashboard's: the session ends, then the page goes to /signup. */
function ProtectedPage() {
  const navigate = useNavigate();
  const logout = () => {
    forgetSession();
    navigate('/signup?tab=signin', { replace: true });
  };
  return (
    <button type="button" onClick={logout}>
      Logout
    </button>
  );
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/notifications" element={<ProtectedPage />} />
      </Route>
      <Route path="/signup" element={<AuthPage />} />
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  resetRestoreStateForTests();
  stubCommands(signupSideRequests);
});
afterEach(() => vi.unstubAllGlobals());

describe('a protected page opened by nobody signed in', () => {
  it('lands on /signup, which says why: Not authenticated', async () => {
    forgetSession();
    renderAt('/notifications');
    expect(await screen.findByText('Not authenticated')).toBeTruthy();
    expect(screen.getByText('Sign in to open the page you asked for.')).toBeTruthy();
  });

  it('says it in Chinese to a parent who reads Chinese', async () => {
    await i18n.changeLanguage('zh');
    forgetSession();
    renderAt('/notifications');
    expect(await screen.findByText('未登录')).toBeTruthy();
  });

  it('is not said on /signup opened on purpose', async () => {
    forgetSession();
    renderAt('/signup');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText('Not authenticated')).toBeNull();
  });

  it('is not said after a Logout', async () => {
    storeAuth(signedInParent);
    renderAt('/notifications');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeTruthy();
    expect(screen.queryByText('Not authenticated')).toBeNull();
  });
});

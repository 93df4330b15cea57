import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from '../../shared/router';
import { forgetSession, storeAuth } from '../../shared/session';
import { resetRestoreStateForTests } from '../../shared/session/session';
import { signedInParent } from '../../test/fixtures';
import { answer, stubCommands } from '../../test/gateway';
import { renderWithProviders } from '../../test/render';
import { RequireSession } from './RequireSession';
import { SignupGuard } from './SignupGuard';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p>{`${name} ${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/home" element={<Where name="home" />} />
      </Route>
      <Route element={<SignupGuard />}>
        <Route path="/signup" element={<Where name="signup" />} />
      </Route>
    </Routes>,
    { path },
  );
}

beforeEach(() => resetRestoreStateForTests());

describe('route guards', () => {
  it('sends a signed-out visitor from a protected route to /signup, query kept', () => {
    forgetSession();
    renderAt('/home?dev=true');
    expect(screen.getByText('signup /signup?dev=true')).toBeTruthy();
  });

  it('waits for the persistent-login check before deciding', () => {
    renderAt('/home');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('lets a signed-in user through', () => {
    storeAuth(signedInParent);
    renderAt('/home');
    expect(screen.getByText('home /home')).toBeTruthy();
  });

  it('keeps a signed-in user on /signup with an invite code', () => {
    storeAuth(signedInParent);
    renderAt('/signup?invite_code=inv_abc');
    expect(screen.getByText('signup /signup?invite_code=inv_abc')).toBeTruthy();
  });

  it('redirects a signed-in user from /signup to /home', () => {
    storeAuth(signedInParent);
    renderAt('/signup');
    expect(screen.getByText('home /home')).toBeTruthy();
  });

  it('on a campaign link, forgets the login this browser remembers though nobody is signed in yet', async () => {
    forgetSession();
    const sent = stubCommands({ 'ParentAuthHandler.clearPersistentAuth': () => answer('ParentAuthHandler.clearPersistentAuth', null) });
    renderAt('/signup?campaign=spring');
    expect(screen.getByText('signup /signup?campaign=spring')).toBeTruthy();
    await waitFor(() => expect(sent.map((body) => body.cmd)).toContain('ParentAuthHandler.clearPersistentAuth'));
  });
});

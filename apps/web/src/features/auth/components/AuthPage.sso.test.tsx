import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from '../../../shared/router';
import { forgetSession } from '../../../shared/session';
import { answer, refuse, reply, signupSideRequests, stubCommands, type Script } from '../../../test/gateway';
import { anAuth, aProfile } from '../../../test/fixtures';
import { dialogTitled } from '../../../test/dialogs';
import { renderWithProviders } from '../../../test/render';
import { leaveFor } from '../leave';
import { SSO_KEY } from '../sso';
import { AuthPage } from './AuthPage';

vi.mock('../leave', () => ({ leaveFor: vi.fn() }));

const auth = anAuth();
const callback = 'https://game.example.org/sso/back';
const ssoPath = `/signup?sso=1&session_id=s-42&callback_url=${encodeURIComponent(callback)}&source=game&tab=signin`;
const withGoogle: Script = {
  ...signupSideRequests,
  'CommonSso.getSignInOptions': () => answer('CommonSso.getSignInOptions', { google: true, game_url: 'https://game.example.org/login' }),
};

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}`}</p>;
}

function renderAt(path: string, state?: unknown) {
  return renderWithProviders(
    <Routes>
      <Route path="/signup" element={<AuthPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path, state },
  );
}

async function signIn() {
  const panel = screen.getByRole('tabpanel', { name: 'Sign In' });
  fireEvent.change(within(panel).getByLabelText(/^Email/), { target: { value: 'parent@example.com' } });
  fireEvent.change(within(panel).getByLabelText(/^Password/), { target: { value: 'secret-12' } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
  forgetSession();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('SSO mode on /signup', () => {
  it('after signing in offers the choice; going back sends the parent to the callback with a one-time token', async () => {
    const sent = stubCommands({
      ...signupSideRequests,
      'CommonSso.checkGameCallback': () => answer('CommonSso.checkGameCallback', { origin: 'https://game.example.org' }),
      'ParentAuthHandler.signin': () => answer('ParentAuthHandler.signin', auth),
      'CommonSso.createGameReturn': () =>
        answer('CommonSso.createGameReturn', { url: `${callback}?token=one-time&action=signin`, expires_at: 1_900_000_000 }),
    });
    renderAt(ssoPath);
    expect(await screen.findByText('You came from game. Sign in or create your account, then go straight back.')).toBeTruthy();
    expect(screen.getByText('Going back takes you to game.example.org.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(JSON.parse(localStorage.getItem(SSO_KEY) ?? '{}')).toMatchObject({ sessionId: 's-42', callbackUrl: callback, source: 'game' });

    await signIn();
    const choice = await dialogTitled("You're signed in");
    fireEvent.click(await within(choice).findByRole('button', { name: 'Go Back to Game' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(`${callback}?token=one-time&action=signin`));
    expect(sent.find((body) => body.cmd === 'CommonSso.createGameReturn')).toMatchObject({ callback_url: callback, action: 'signin' });
    // Used: the next visit is not in SSO mode.
    expect(localStorage.getItem(SSO_KEY)).toBeNull();
  });

  it("'Stay on App' after signing in goes home", async () => {
    stubCommands({
      ...signupSideRequests,
      'CommonSso.checkGameCallback': () => answer('CommonSso.checkGameCallback', { origin: 'https://game.example.org' }),
      'ParentAuthHandler.signin': () => answer('ParentAuthHandler.signin', auth),
    });
    renderAt(ssoPath);
    await screen.findByText(/You came from game/);
    await signIn();
    fireEvent.click(within(await dialogTitled("You're signed in")).getByRole('button', { name: 'Stay on App' }));
    expect(await screen.findByText('at /home')).toBeTruthy();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('says why a callback off the allow-list cannot be used, and signs in as without SSO', async () => {
    stubCommands({
      ...signupSideRequests,
      'CommonSso.checkGameCallback': () => refuse('callback_not_allowed'),
      'ParentAuthHandler.signin': () => answer('ParentAuthHandler.signin', auth),
      'ParentAuthHandler.getUserProfile': () => answer('ParentAuthHandler.getUserProfile', aProfile()),
    });
    renderAt(ssoPath);
    const alert = await screen.findByRole('alert', { name: 'Link from the game not accepted' });
    expect(alert.textContent).toContain('the address it returns to is not allowed');
    expect(localStorage.getItem(SSO_KEY)).toBeNull();
    await signIn();
    expect(await screen.findByText('at /home')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a game that went wrong on the way back is said in the choice, and the parent can try again', async () => {
    let tries = 0;
    stubCommands({
      ...signupSideRequests,
      'CommonSso.checkGameCallback': () => answer('CommonSso.checkGameCallback', { origin: 'https://game.example.org' }),
      'ParentAuthHandler.signin': () => answer('ParentAuthHandler.signin', auth),
      'CommonSso.createGameReturn': () =>
        (tries += 1) === 1
          ? refuse('callback_not_allowed')
          : answer('CommonSso.createGameReturn', { url: `${callback}?token=t2&action=signin`, expires_at: 1_900_000_000 }),
    });
    renderAt(ssoPath);
    await screen.findByText(/You came from game/);
    await signIn();
    const choice = await dialogTitled("You're signed in");
    fireEvent.click(await within(choice).findByRole('button', { name: 'Go Back to Game' }));
    expect(await within(choice).findByRole('alert')).toBeTruthy();
    fireEvent.click(await within(choice).findByRole('button', { name: 'Go Back to Game' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(`${callback}?token=t2&action=signin`));
  });
});

describe("'Sign in with Google' on /signup", () => {
  it('is hidden when the deployment has no issuer', async () => {
    const sent = stubCommands(signupSideRequests);
    renderAt('/signup');
    await waitFor(() => expect(sent.some((body) => body.cmd === 'CommonSso.getSignInOptions')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it("leaves for the issuer with the link's fields in the state", async () => {
    const sent = stubCommands({
      ...withGoogle,
      'CommonSso.getGoogleStartLink': () => answer('CommonSso.getGoogleStartLink', 'https://issuer.example/auth?state=abc'),
    });
    renderAt('/signup?campaign=Spring%20walk&hospital=St%20Mary');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://issuer.example/auth?state=abc'));
    const start = sent.find((body) => body.cmd === 'CommonSso.getGoogleStartLink') as unknown as { state: string; redirect_uri: string };
    expect(start.redirect_uri).toBe(`${window.location.origin}/google-callback`);
    expect(JSON.parse(start.state)).toMatchObject({ campaign: 'Spring walk', hospital: 'St Mary', origin: window.location.origin });
  });

  it.each([
    ['the issuer cannot be reached', () => refuse('google_unavailable')],
    ['the server answers without words', () => reply(500, {})],
    ['there is no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("says 'Failed to initialize Google authentication' when %s", async (_case, failure) => {
    stubCommands({ ...withGoogle, 'CommonSso.getGoogleStartLink': failure });
    renderAt('/signup');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const modal = await screen.findByRole('dialog', { name: 'Authentication Error' });
    expect(modal.textContent).toContain('Failed to initialize Google authentication. Please try again.');
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('shows why a Google sign-in came back refused', async () => {
    stubCommands(signupSideRequests);
    renderAt('/signup', { googleFailure: { reason: null, msg: '' } });
    const modal = await screen.findByRole('dialog', { name: 'Authentication Error' });
    expect(modal.textContent).toContain('An error occurred during Google authentication. Please try again.');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from '../../../shared/router';
import { forgetSession, storeAuth } from '../../../shared/session';
import { answer, refuse, signupSideRequests, stubCommands } from '../../../test/gateway';
import { anAuth, aProfile } from '../../../test/fixtures';
import { dialogTitled } from '../../../test/dialogs';
import { renderWithProviders } from '../../../test/render';
import { i18n } from '../../../shared/i18n/i18n';
import { leaveFor } from '../leave';
import { GoogleSignupPage } from './GoogleSignupPage';

vi.mock('../leave', () => ({ leaveFor: vi.fn() }));

const auth = anAuth({ email: 'new@example.com' });
const newPerson = { exists: false, email: 'new@example.com', google_ticket: 'ticket-1', state: { campaign: 'Spring walk' } };

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

function renderWith(state: unknown) {
  return renderWithProviders(
    <Routes>
      <Route path="/signup-with-google" element={<GoogleSignupPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/signup-with-google', state },
  );
}

function fillPasswords(secret = 'secret-12') {
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: secret } });
  fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: secret } });
}

beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
  forgetSession();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/signup-with-google for a new person', () => {
  it("shows 'Complete your account setup' with the verified e-mail fixed, and signs up with the ticket", async () => {
    const sent = stubCommands({ ...signupSideRequests, 'ParentAuthHandler.signup': () => answer('ParentAuthHandler.signup', auth) });
    renderWith({ google: newPerson });
    expect(screen.getByText('Complete your account setup')).toBeTruthy();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect([email.value, email.disabled]).toEqual(['new@example.com', true]);
    expect(screen.getByText('Verified by Google')).toBeTruthy();
    expect((screen.getByLabelText(/^Campaign/) as HTMLInputElement).value).toBe('Spring walk');
    fillPasswords();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const created = await dialogTitled('Account Created Successfully!');
    expect(sent.find((body) => body.cmd === 'ParentAuthHandler.signup')).toEqual({
      cmd: 'ParentAuthHandler.signup',
      password: 'secret-12',
      campaign: 'Spring walk',
      is_google_sso: true,
      google_ticket: 'ticket-1',
    });
    fireEvent.click(within(created).getByRole('button', { name: 'Stay on App' }));
    expect(await screen.findByText('at /family-member-management')).toBeTruthy();
  });

  it("'Go Back to Game' opens the game's page outside SSO mode", async () => {
    stubCommands({ ...signupSideRequests, 'ParentAuthHandler.signup': () => answer('ParentAuthHandler.signup', auth) });
    renderWith({ google: newPerson });
    fillPasswords();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    // The button waits for the game's address, read with the sign-in options.
    fireEvent.click(await within(await dialogTitled('Account Created Successfully!')).findByRole('button', { name: 'Go Back to Game' }));
    expect(leaveFor).toHaveBeenCalledWith('https://game.example.org/login');
  });

  it("'Go Back to Game' goes to the game's callback with a one-time token in SSO mode", async () => {
    const callback = 'https://game.example.org/cb';
    const sent = stubCommands({
      ...signupSideRequests,
      'ParentAuthHandler.signup': () => answer('ParentAuthHandler.signup', auth),
      'CommonSso.createGameReturn': () =>
        answer('CommonSso.createGameReturn', { url: `${callback}?token=t&action=signup`, expires_at: 1_900_000_000 }),
    });
    renderWith({ google: { ...newPerson, state: { sso: true, callback_url: callback, session_id: 's-1', source: 'game' } } });
    fillPasswords();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    // The button waits for the game's address, read with the sign-in options.
    fireEvent.click(await within(await dialogTitled('Account Created Successfully!')).findByRole('button', { name: 'Go Back to Game' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(`${callback}?token=t&action=signup`));
    expect(sent.find((body) => body.cmd === 'CommonSso.createGameReturn')).toMatchObject({ callback_url: callback, action: 'signup' });
  });

  it('says a spent or stale ticket has expired, in the Authentication Error modal', async () => {
    stubCommands({ ...signupSideRequests, 'ParentAuthHandler.signup': () => refuse('google_ticket_invalid') });
    renderWith({ google: newPerson });
    fillPasswords();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Your Google sign-up has expired. Please continue with Google again.')).toBeTruthy();
  });

  it('is in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    try {
      stubCommands(signupSideRequests);
      renderWith({ google: newPerson });
      expect(screen.getByText('完成账号设置')).toBeTruthy();
      expect(screen.getByText('已由 Google 验证')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('/signup-with-google for a known person', () => {
  it("goes home once signed in ('Signing you in...')", async () => {
    stubCommands({
      ...signupSideRequests,
      'ParentAuthHandler.getUserProfile': () => answer('ParentAuthHandler.getUserProfile', aProfile()),
    });
    storeAuth(auth);
    renderWith({ google: { exists: true, state: {} } });
    expect(await screen.findByText('at /home')).toBeTruthy();
  });

  it('takes an operator to the console', async () => {
    const profile = aProfile({ is_operator: true });
    stubCommands({ ...signupSideRequests, 'ParentAuthHandler.getUserProfile': () => answer('ParentAuthHandler.getUserProfile', profile) });
    storeAuth(auth);
    renderWith({ google: { exists: true, state: {} } });
    expect(await screen.findByText('at /admin')).toBeTruthy();
  });

  it('shows the family first when this sign-in linked an account someone made before with the e-mail', async () => {
    stubCommands(signupSideRequests);
    storeAuth(auth);
    renderWith({ google: { exists: true, account_linked: true, state: {} } });
    expect(await screen.findByText('at /family-member-management')).toBeTruthy();
  });

  it('offers the way back to the game in SSO mode', async () => {
    stubCommands(signupSideRequests);
    storeAuth(auth);
    renderWith({ google: { exists: true, state: { sso: true, callback_url: 'https://game.example.org/cb', session_id: 's' } } });
    expect(screen.getByText('Signing you in...')).toBeTruthy();
    expect(await screen.findByText("You're signed in")).toBeTruthy();
  });
});

describe('/signup-with-google opened without a Google sign-in', () => {
  it('goes to /signup', async () => {
    stubCommands(signupSideRequests);
    renderWith(null);
    expect(await screen.findByText('at /signup')).toBeTruthy();
  });
});

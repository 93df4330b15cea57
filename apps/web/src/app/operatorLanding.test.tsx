import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from '../shared/router';
import { AuthPage } from '../features/auth/components/AuthPage';
import { TopSection } from '../features/home/components/TopSection';
import { forgetSession } from '../shared/session';
import { anAuth, aProfile } from '../test/fixtures';
import { answer, reply, signupSideRequests, stubCommands } from '../test/gateway';
import { renderWithProviders } from '../test/render';
import { ConsoleNav } from './layout/ConsoleNav';

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

/** Signs in on /signup, the server answering the profile with `profile`. */
async function signInWith(profile: () => Promise<Response>) {
  const sent = stubCommands({
    ...signupSideRequests,
    'ParentAuthHandler.signin': () => answer('ParentAuthHandler.signin', anAuth()),
    'ParentAuthHandler.getUserProfile': profile,
  });
  renderWithProviders(
    <Routes>
      <Route path="/signup" element={<AuthPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/signup?tab=signin' },
  );
  const panel = screen.getByRole('tabpanel', { name: 'Sign In' });
  fireEvent.change(within(panel).getByLabelText(/^Email/), { target: { value: 'clinic@example.org' } });
  fireEvent.change(within(panel).getByLabelText(/^Password/), { target: { value: 'secret-12' } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Sign In' }));
  return sent;
}

beforeEach(() => {
  forgetSession();
  localStorage.clear();
});

describe('where a sign-in lands', () => {
  it('takes an operator to the console', async () => {
    await signInWith(() => answer('ParentAuthHandler.getUserProfile', aProfile({ is_operator: true })));
    expect(await screen.findByText('at /admin')).toBeTruthy();
  });

  it('takes a parent to the dashboard', async () => {
    await signInWith(() => answer('ParentAuthHandler.getUserProfile', aProfile()));
    expect(await screen.findByText('at /home')).toBeTruthy();
  });

  it('takes anyone to the dashboard when the profile cannot be read', async () => {
    await signInWith(() => reply(500, { code: 500, msg: 'Internal error' }));
    expect(await screen.findByText('at /home')).toBeTruthy();
  });
});

describe('an operator who is also a parent switches views', () => {
  it('from the console to the parent view', () => {
    renderWithProviders(<ConsoleNav />, { path: '/admin/setup' });
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Parent view' }).getAttribute('href')).toBe('/home');
  });

  it('from the dashboard back to the console, a link shown to operators only', () => {
    const { unmount } = renderWithProviders(<TopSection operator />, { path: '/home' });
    expect(screen.getByRole('link', { name: 'Open the console' }).getAttribute('href')).toBe('/admin');
    unmount();
    renderWithProviders(<TopSection />, { path: '/home' });
    expect(screen.queryByRole('link', { name: 'Open the console' })).toBeNull();
  });
});

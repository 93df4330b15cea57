import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from '../../../shared/router';
import { forgetSession, getSession } from '../../../shared/session';
import { answer, refuse, stubCommands } from '../../../test/gateway';
import { anAuth } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { rememberSso } from '../sso';
import { GoogleCallbackPage } from './GoogleCallbackPage';

const auth = anAuth();

/** Where the page sent the browser, with the history state it passed on. */
function Where() {
  const location = useLocation();
  return <pre>{`at ${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</pre>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/google-callback" element={<GoogleCallbackPage />} />
      <Route path="/googlesso" element={<GoogleCallbackPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  forgetSession();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/google-callback and /googlesso', () => {
  it('signs a known person in at once and hands over no token', async () => {
    const sent = stubCommands({
      'ParentAuthHandler.google_exchange': () =>
        answer('ParentAuthHandler.google_exchange', { ...auth, exists: true, account_linked: false, state: {} }),
    });
    renderAt('/google-callback?code=c-1&state=s-1&iss=https%3A%2F%2Fissuer.example');
    const where = await screen.findByText(/^at \/signup-with-google/);
    expect(where.textContent).toBe('at /signup-with-google {"google":{"exists":true,"account_linked":false,"state":{}}}');
    expect(getSession().token).toBe('session-token');
    expect(sent).toEqual([{ cmd: 'ParentAuthHandler.google_exchange', code: 'c-1', state: 's-1', iss: 'https://issuer.example' }]);
  });

  it('hands a new person the ticket in history state, not in the address', async () => {
    const outcome = { exists: false as const, email: 'new@example.com', google_ticket: 'ticket-1', state: { campaign: 'Spring' } };
    stubCommands({ 'ParentAuthHandler.google_exchange': () => answer('ParentAuthHandler.google_exchange', outcome) });
    renderAt('/googlesso?code=c-2&state=s-2');
    const where = await screen.findByText(/^at \/signup-with-google /);
    expect(JSON.parse(where.textContent?.replace('at /signup-with-google ', '') ?? '')).toEqual({ google: outcome });
    expect(getSession().token).toBeNull();
  });

  it('goes back to /signup with the reason when the server refuses', async () => {
    stubCommands({ 'ParentAuthHandler.google_exchange': () => refuse('google_email_unverified') });
    renderAt('/google-callback?code=c-3&state=s-3');
    const where = await screen.findByText(/^at \/signup /);
    expect(where.textContent).toContain('"reason":"google_email_unverified"');
  });

  it('asks nothing when the issuer sent an error, and goes back to /signup in SSO mode if the parent came from the game', async () => {
    const sent = stubCommands({});
    rememberSso({ sessionId: 's-9', callbackUrl: 'https://game.example.org/cb', source: 'game', timestamp: Date.now() });
    renderAt('/google-callback?error=access_denied&state=s-4');
    const where = await screen.findByText(/^at \/signup\?/);
    expect(where.textContent).toContain('sso=1&session_id=s-9&callback_url=https%3A%2F%2Fgame.example.org%2Fcb&source=game');
    expect(where.textContent).toContain('{"googleFailure":{"reason":null,"msg":""}}');
    expect(sent).toEqual([]);
  });
});

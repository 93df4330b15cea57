import { describe, expect, it } from 'vitest';
import { googleStartInput, isGoogleFailureState, isGoogleHandOver, issuerAnswer, ssoFromState } from './google';

const none = { inviteCode: '', campaign: '', hospital: '', sso: null };

describe('the Google start link', () => {
  it('returns to /google-callback on this origin, with the state fields as JSON and empty ones left out', () => {
    const input = googleStartInput(none, 'https://app.example.org');
    expect(input.redirect_uri).toBe('https://app.example.org/google-callback');
    expect(JSON.parse(input.state)).toEqual({ origin: 'https://app.example.org', redirect_uri: 'https://app.example.org/google-callback' });
  });

  it('carries the invitation fields and SSO mode through the issuer', () => {
    const sso = { sessionId: 's-1', callbackUrl: 'https://game.example.org/cb', source: 'portal', timestamp: 1 };
    const input = googleStartInput({ inviteCode: 'inv_a1', campaign: 'Spring', hospital: 'St Mary', sso }, 'http://localhost:3000');
    expect(JSON.parse(input.state)).toMatchObject({
      invite_code: 'inv_a1',
      campaign: 'Spring',
      hospital: 'St Mary',
      sso: true,
      callback_url: 'https://game.example.org/cb',
      session_id: 's-1',
      source: 'portal',
    });
  });
});

describe("the issuer's answer", () => {
  it('takes the code, state and iss', () => {
    expect(issuerAnswer('?code=c1&state=s1&iss=https%3A%2F%2Fissuer.example')).toEqual({
      code: 'c1',
      state: 's1',
      iss: 'https://issuer.example',
    });
    expect(issuerAnswer('?code=c1')).toEqual({ code: 'c1' });
  });

  it('is nothing to exchange when the issuer sent an error or no code', () => {
    expect(issuerAnswer('?error=access_denied&state=s1')).toBeNull();
    expect(issuerAnswer('?error=access_denied&code=c1')).toBeNull();
    expect(issuerAnswer('?state=s1')).toBeNull();
    expect(issuerAnswer('')).toBeNull();
  });
});

describe('what the server hands back', () => {
  it('is SSO mode only with sso, a callback and a session', () => {
    expect(ssoFromState({ sso: true, callback_url: 'https://g.example/cb', session_id: 's' }, 5)).toEqual({
      sessionId: 's',
      callbackUrl: 'https://g.example/cb',
      source: 'portal',
      timestamp: 5,
    });
    expect(ssoFromState({ sso: true, callback_url: 'https://g.example/cb' })).toBeNull();
    expect(ssoFromState({ callback_url: 'https://g.example/cb', session_id: 's' })).toBeNull();
  });

  it('recognises the history states the pages pass on, and nothing else', () => {
    expect(isGoogleHandOver({ google: { exists: true, state: {} } })).toBe(true);
    expect(isGoogleHandOver({ google: { exists: false, email: 'a@b.c', google_ticket: 't', state: {} } })).toBe(true);
    for (const value of [null, undefined, {}, { google: null }, { google: { exists: 'yes', state: {} } }, { google: { exists: true } }]) {
      expect(isGoogleHandOver(value)).toBe(false);
    }
    expect(isGoogleFailureState({ googleFailure: { reason: null, msg: '' } })).toBe(true);
    expect(isGoogleFailureState({ loginLinkFailed: true })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { splashDecision } from './splashRedirect';

describe('splash query redirects', () => {
  it('sends a token link to /token-handler with the whole query', () => {
    expect(splashDecision('?token=abc&action=signin', false)).toEqual({
      kind: 'redirect',
      to: '/token-handler?token=abc&action=signin',
      clearSession: false,
    });
  });

  it('a token wins over a campaign and does not clear the session', () => {
    expect(splashDecision('?campaign=spring&token=t', true)).toMatchObject({
      to: '/token-handler?campaign=spring&token=t',
      clearSession: false,
    });
  });

  it('sends any other query to /signup, kept', () => {
    expect(splashDecision('?invite_code=inv_abc', true)).toEqual({
      kind: 'redirect',
      to: '/signup?invite_code=inv_abc',
      clearSession: false,
    });
  });

  it('clears the session first for a campaign link', () => {
    expect(splashDecision('?campaign=spring&hospital=St%20Mary', true)).toEqual({
      kind: 'redirect',
      to: '/signup?campaign=spring&hospital=St%20Mary',
      clearSession: true,
    });
  });

  it('with no query, shows the splash or sends a signed-in user home', () => {
    expect(splashDecision('', false)).toEqual({ kind: 'stay' });
    expect(splashDecision('?', false)).toEqual({ kind: 'stay' });
    expect(splashDecision('', true)).toEqual({ kind: 'home' });
  });
});

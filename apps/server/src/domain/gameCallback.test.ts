import { describe, expect, it } from 'vitest';
import { openRedirectPayloads, redirectAllowList } from '../test/openRedirects.js';
import { allowedCallback, gameReturnUrl } from './gameCallback.js';

const allowed = redirectAllowList;

describe('an SSO callback_url', () => {
  it.each(openRedirectPayloads)('is refused off the allow-list: %j', (payload) => {
    const url = allowedCallback(payload, allowed);
    // A payload may only pass when it really lands on an allowed origin (never the case here).
    expect(url === null || allowed.includes(url.origin)).toBe(true);
    expect(url).toBeNull();
  });

  it('counts at least 40 payloads', () => {
    expect(openRedirectPayloads.length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['https://game.example.org/sso/callback?session=abc', 'https://game.example.org'],
    ['HTTPS://GAME.EXAMPLE.ORG/cb', 'https://game.example.org'],
    ['https://game.example.org:443/cb', 'https://game.example.org'],
    ['http://localhost:4000/back#top', 'http://localhost:4000'],
  ])('is accepted on the allow-list: %s', (payload, origin) => {
    expect(allowedCallback(payload, allowed)?.origin).toBe(origin);
  });

  it('goes back with the token and the action, keeping its own query', () => {
    const callback = allowedCallback('https://game.example.org/cb?session=abc&token=stale', allowed);
    expect(callback).not.toBeNull();
    const back = new URL(gameReturnUrl(callback!, 'tok-1', 'signup'));
    expect(back.origin).toBe('https://game.example.org');
    expect(back.searchParams.get('session')).toBe('abc');
    expect(back.searchParams.getAll('token')).toEqual(['tok-1']);
    expect(back.searchParams.get('action')).toBe('signup');
  });
});

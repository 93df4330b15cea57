import { describe, expect, it } from 'vitest';
import { campaignForcesSignOut, shouldRestoreOn, signupAccess } from './signupAccess';

const access = (search: string, authenticated: boolean, restoreSettled = true) => signupAccess({ search, authenticated, restoreSettled });

describe('/signup access', () => {
  it('lets campaign and sso links in without checks', () => {
    expect(access('?campaign=spring', true)).toBe('allow');
    expect(access('?sso=1&session_id=s', true)).toBe('allow');
    expect(access('?campaign=spring', false, false)).toBe('allow');
  });

  it('sends an authenticated user without an invite code to /home', () => {
    expect(access('', true)).toBe('home');
    expect(access('?tab=signin', true)).toBe('home');
  });

  it('lets an authenticated user in with an invite code', () => {
    expect(access('?invite_code=inv_abc', true)).toBe('allow');
  });

  it('lets a signed-out visitor in once the persistent-login check has settled', () => {
    expect(access('', false, false)).toBe('wait');
    expect(access('', false, true)).toBe('allow');
    expect(access('?invite_code=inv_abc', false, true)).toBe('allow');
  });

  it('a campaign signs out whoever is signed in, or remembered on this browser', () => {
    expect(campaignForcesSignOut('?campaign=spring')).toBe(true);
    expect(campaignForcesSignOut('?campaign=spring&sso=abc')).toBe(true);
    expect(campaignForcesSignOut('?invite_code=inv_a')).toBe(false);
  });

  it('leaves the splash to its button, and does not restore on a campaign link', () => {
    expect(shouldRestoreOn('/', '')).toBe(false);
    expect(shouldRestoreOn('/', '?campaign=spring')).toBe(false);
    expect(shouldRestoreOn('/signup', '?campaign=spring')).toBe(false);
    expect(shouldRestoreOn('/signup', '')).toBe(true);
    expect(shouldRestoreOn('/home', '?campaign=spring')).toBe(true);
  });
});

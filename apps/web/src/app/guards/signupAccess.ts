import { paths } from '../../shared/paths';

type SignupAccess = 'allow' | 'home' | 'wait';

/**
 * Who may see /signup:
 * - a query with campaign or sso is let in without checks;
 * - an authenticated user is sent to /home unless the query has an invite_code;
 * - a signed-out visitor is let in once the persistent-login check has settled ('wait' until then,
 *   so a remembered parent lands on /home instead of seeing the form flash by).
 */
export function signupAccess(input: { search: string; authenticated: boolean; restoreSettled: boolean }): SignupAccess {
  const params = new URLSearchParams(input.search);
  if (params.has('campaign') || params.has('sso')) return 'allow';
  if (input.authenticated) return params.has('invite_code') ? 'allow' : 'home';
  return input.restoreSettled ? 'allow' : 'wait';
}

/**
 * A campaign link starts a fresh account: it signs out whoever is signed in, and forgets a login this
 * browser remembers though nobody is signed in yet (on a shared tablet, the previous account would
 * otherwise come back at the next page), as the splash does.
 */
export function campaignForcesSignOut(search: string): boolean {
  return new URLSearchParams(search).has('campaign');
}

/**
 * Whether this navigation should try the persistent login. Not on the splash: its 'Let's Go!'
 * button is the persistent-login check there, so a returning parent sees the splash
 * first. Not on /signup with a campaign either: that link signs the current user out, and a
 * restore racing it would undo it.
 */
export function shouldRestoreOn(pathname: string, search: string): boolean {
  if (pathname === paths.splash.pattern) return false;
  return !(pathname === paths.signup.pattern && new URLSearchParams(search).has('campaign'));
}

import { paths } from '../../shared/paths';

type SplashDecision = { kind: 'stay' } | { kind: 'home' } | { kind: 'redirect'; to: string; clearSession: boolean };

/**
 * What `/` does with its query:
 * - a `token` parameter goes to /token-handler, query kept;
 * - any other query goes to /signup, query kept; a `campaign` parameter first clears the session;
 * - no query: the splash, unless the user is signed in, who goes to /home.
 */
export function splashDecision(search: string, authenticated: boolean): SplashDecision {
  const params = new URLSearchParams(search);
  // The query travels exactly as it came, so nothing in it is re-encoded on the way.
  const query = params.size > 0 ? (search.startsWith('?') ? search : `?${search}`) : '';
  if (params.has('token')) return { kind: 'redirect', to: paths.tokenHandler(query), clearSession: false };
  if (params.size > 0) return { kind: 'redirect', to: paths.signup(query), clearSession: params.has('campaign') };
  return authenticated ? { kind: 'home' } : { kind: 'stay' };
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { isExpiring } from '../../shared/api';
import { paths } from '../../shared/paths';
import { hasSignedInBefore, useRestoreState, useSession } from '../../shared/session';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';

/**
 * Where a signed-out visit goes: /signup with its query kept, on the Sign In tab for a device that has
 * signed in before (the page itself still selects Sign Up for invitations and campaigns).
 */
function signupPathFor(search: string): string {
  if (!hasSignedInBefore() || new URLSearchParams(search).has('tab')) return paths.signup(search);
  return paths.signup(search ? `${search}&tab=signin` : '?tab=signin');
}

/** Protected routes: wait for the persistent-login check, then send signed-out users to /signup, query kept. */
export function RequireSession() {
  const location = useLocation();
  const { authenticated } = useSession();
  const restore = useRestoreState();
  // During a session expiry the page stays under the Session Expired modal until the flow's own
  // redirect after 1 s (its requests are cancelled meanwhile); the session change re-renders us.
  if (authenticated || isExpiring()) return <Outlet />;
  if (restore !== 'signedOut') return <FullPageLoader />;
  return <Navigate to={signupPathFor(location.search)} replace />;
}

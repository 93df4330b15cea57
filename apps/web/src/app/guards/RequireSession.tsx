import { Navigate, Outlet, useLocation } from 'react-router';
import { isExpiring } from '../../shared/api/expiry';
import { signupPathFor, useRestoreState, useSession } from '../../shared/session';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';

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

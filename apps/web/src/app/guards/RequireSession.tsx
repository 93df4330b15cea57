import { useState } from 'react';
import { Navigate, Outlet, useLocation } from '../../shared/router';
import { isExpiring } from '../../shared/api/expiry';
import { signInRequired, signupPathFor, useRestoreState, useSession } from '../../shared/session';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';

/**
 * Protected routes: wait for the persistent-login check, then send signed-out users to /signup, query
 * kept. A visit that came without a session is told why there ('Not authenticated'); a session that
 * ended here (a Logout, an expiry) goes to /signup its own way and says its own thing.
 */
export function RequireSession() {
  const location = useLocation();
  const { authenticated } = useSession();
  const restore = useRestoreState();
  const [hadSession, setHadSession] = useState(authenticated);
  if (authenticated && !hadSession) setHadSession(true);
  // During a session expiry the page stays under the Session Expired modal until the flow's own
  // redirect after 1 s (its requests are cancelled meanwhile); the session change re-renders us.
  if (authenticated || isExpiring()) return <Outlet />;
  if (restore !== 'signedOut') return <FullPageLoader />;
  return <Navigate to={signupPathFor(location.search)} replace state={hadSession ? null : signInRequired} />;
}

import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from '../../shared/router';
import { paths } from '../../shared/paths';
import { signOut, useRestoreState, useSession } from '../../shared/session';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { campaignForcesSignOut, signupAccess } from './signupAccess';

interface Admission {
  key: string;
  signOut: boolean;
}

/**
 * Applies the /signup access rules when the page is entered. Once in, signing in or up on the
 * page must not bounce the user away: the page itself decides where to go next.
 */
export function SignupGuard() {
  const location = useLocation();
  const { authenticated } = useSession();
  const restore = useRestoreState();
  const [admission, setAdmission] = useState<Admission | null>(null);
  const access = signupAccess({ search: location.search, authenticated, restoreSettled: restore === 'signedOut' });
  const admitted = admission?.key === location.key;

  // Remember the admission for this navigation (React's "adjust state while rendering" pattern),
  // and whether entering meant signing the previous user out.
  if (!admitted && access === 'allow') {
    setAdmission({ key: location.key, signOut: campaignForcesSignOut(location.search) });
  }

  useEffect(() => {
    if (admission?.signOut) void signOut();
  }, [admission]);

  if (admitted || access === 'allow') return <Outlet />;
  if (access === 'home') return <Navigate to={paths.home()} replace />;
  return <FullPageLoader />;
}

import { useEffect } from 'react';
import { useLocation } from '../../shared/router';
import { restorePersistentLogin } from '../../shared/session';
import { shouldRestoreOn } from './signupAccess';

/** On each navigation without a token, tries the persistent login (the HttpOnly cookie does the work). */
export function SessionRestorer() {
  const { pathname, search, key } = useLocation();
  useEffect(() => {
    if (shouldRestoreOn(pathname, search)) void restorePersistentLogin();
  }, [pathname, search, key]);
  return null;
}

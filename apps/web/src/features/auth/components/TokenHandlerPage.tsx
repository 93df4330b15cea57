import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { storeAuth } from '../../../shared/session';
import { FullPageLoader } from '../../../shared/ui/FullPageLoader';
import { redeemLoginLink, type LoginLinkFailure } from '../loginLink';

/**
 * /token-handler: the splash hands on a one-time login link from the game
 * (`/?token=...`). A good link signs the parent in and opens /home; an invalid, expired or used one
 * lands on /signup, which says why.
 */
export function TokenHandlerPage() {
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get('token') ?? '';
    params.delete('token');
    let cancelled = false;
    redeemLoginLink(token).then(
      (data) => {
        storeAuth(data);
        if (!cancelled) navigate(paths.home(), { replace: true });
      },
      () => {
        const failure: LoginLinkFailure = { loginLinkFailed: true };
        if (!cancelled) navigate(paths.signup(params.toString()), { replace: true, state: failure });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [search, navigate]);

  return <FullPageLoader />;
}

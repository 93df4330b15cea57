import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from '../../../shared/router';
import { onExpiryRedirect, onTokenExpired } from '../../../shared/api/expiry';
import { loadPartTexts } from '../../../shared/i18n/i18n';
import { paths } from '../../../shared/paths';

// Most visits never see it: the dialog and its texts are fetched when a session expires.
const SessionExpiredDialog = lazy(async () => {
  const [{ SessionExpiredDialog: Dialog }] = await Promise.all([import('./SessionExpiredDialog'), loadPartTexts(['session'])]);
  return { default: Dialog };
});

/**
 * The Session Expired modal: opens on the tokenExpired event, cannot be closed by
 * the backdrop or Escape, and stays up while the expiry flow moves the app to /signup after 1 s.
 */
export function SessionExpiredModal() {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  // Once shown, the dialog stays mounted, so closing it animates as any modal does.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const offExpired = onTokenExpired(() => {
      setShown(true);
      setOpened(true);
    });
    // "Sign In Again" may already have brought the user to /signup; do not reset that page.
    const offRedirect = onExpiryRedirect(() => {
      if (window.location.pathname !== paths.signup.pattern) navigate(paths.signup({ tab: 'signin' }), { replace: true });
    });
    return () => {
      offExpired();
      offRedirect();
    };
  }, [navigate]);

  const signInAgain = () => {
    setOpened(false);
    navigate(paths.signup({ tab: 'signin' }), { replace: true });
  };

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog opened={opened} onClose={() => setOpened(false)} onSignInAgain={signInAgain} />
    </Suspense>
  );
}

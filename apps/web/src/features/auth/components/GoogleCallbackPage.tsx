import { authMessages } from '@t1d/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { storeAuth } from '../../../shared/session';
import { FullPageLoader } from '../../../shared/ui/FullPageLoader';
import { googleFailureOf, type GoogleFailure } from '../authErrors';
import { exchangeGoogleCode, issuerAnswer, type GoogleFailureState, type GoogleHandOver } from '../google';
import { recallSso } from '../sso';

/** /signup again after a failed Google sign-in, in SSO mode if the parent came from the game. */
function signupAgain(): string {
  const sso = recallSso();
  return sso
    ? paths.signup({ sso: '1', session_id: sso.sessionId, callback_url: sso.callbackUrl, source: sso.source, tab: 'signin' })
    : paths.signup();
}

/**
 * /google-callback and /googlesso (one handler): the issuer sends the browser back
 * here with a code. The server checks it (state, PKCE, nonce, the ID token) and answers either a
 * session, which is stored at once, or a sign-up ticket; /signup-with-google goes on from there
 * with the outcome in history state, so no token or ticket is ever written into an address.
 */
export function GoogleCallbackPage() {
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    const fail = (googleFailure: GoogleFailure) => {
      const state: GoogleFailureState = { googleFailure };
      if (!cancelled) navigate(signupAgain(), { replace: true, state });
    };
    const answer = issuerAnswer(search);
    if (!answer) {
      fail({ reason: null, msg: '' });
      return;
    }
    exchangeGoogleCode(answer).then(
      (outcome) => {
        let handOver: GoogleHandOver;
        if (outcome.exists) {
          try {
            storeAuth(outcome);
          } catch {
            fail({ reason: null, msg: authMessages.invalidUserId });
            return;
          }
          handOver = { google: { exists: true, account_linked: outcome.account_linked, state: outcome.state } };
        } else {
          handOver = { google: outcome };
        }
        if (!cancelled) navigate(paths.signupWithGoogle(), { replace: true, state: handOver });
      },
      (error: unknown) => fail(googleFailureOf(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [search, navigate]);

  return <FullPageLoader />;
}

import { useEffect } from 'react';
import { useGameCallbackCheck } from '../api/useAuthCommands';
import { authErrorMessage } from '../authErrors';
import { rememberSso, type SsoInfo } from '../sso';

/**
 * SSO mode from a game link, once the server has said its callback may be used:
 * until then, and after a no, the page behaves as without SSO; a no is worded for the page to show.
 */
export function useSsoMode(fromLink: SsoInfo | null) {
  const check = useGameCallbackCheck(fromLink?.callbackUrl ?? '');
  const sso = fromLink && check.isSuccess ? fromLink : null;

  useEffect(() => {
    // Kept for the way back after a trip to the Google issuer or a reload.
    if (sso) rememberSso(sso);
  }, [sso]);

  return {
    sso,
    /** Where going back leads (the callback's host), shown so the parent can tell a game link from a lure. */
    destination: sso && check.data ? new URL(check.data.origin).host : null,
    checking: fromLink !== null && check.isPending,
    // Worded while rendering, so a language switch re-words it.
    refusal: fromLink && check.isError ? authErrorMessage(check.error, 'signin') : null,
  };
}

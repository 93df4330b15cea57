import type { CommandOutput } from '@t1d/contract';
import { useState } from 'react';
import { useInvitationCheck } from '../api/useAuthCommands';
import { inviteCheckFailure } from '../authErrors';

export type InvitationInfo = CommandOutput<'ParentInviteHandler.get_invitation'>;

/**
 * The invite code a link brought, checked with the server (docs/product.md, "Sign-up and sign-in"): while the
 * check runs the code is shown; a refused or unverifiable code is cleared, so nothing is ever
 * sent with it, and the reason is kept for the Authentication Error modal.
 */
export function useInviteFromLink(codeFromUrl: string) {
  const [code, setCode] = useState(codeFromUrl);
  const [failed, setFailed] = useState<unknown>(null);
  const check = useInvitationCheck(code);

  // React's "adjust state while rendering": the failed answer clears the code in the same pass.
  if (check.isError && code !== '') {
    setCode('');
    setFailed(check.error);
  }

  return {
    code,
    checking: code !== '' && check.isPending,
    invitation: code !== '' ? (check.data ?? null) : null,
    // Worded while rendering, so a language switch re-words it.
    failure: failed ? inviteCheckFailure(failed) : null,
    dismissFailure: () => setFailed(null),
  };
}

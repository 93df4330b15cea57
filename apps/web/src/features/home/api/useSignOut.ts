import { useMutation } from '@tanstack/react-query';
import { signOut } from '../../../shared/session';

/** Logout: the server ends the session and clears the persistent cookie; the local session goes too. */
export function useSignOut() {
  return useMutation({ mutationFn: signOut, meta: { handlesErrors: true } });
}

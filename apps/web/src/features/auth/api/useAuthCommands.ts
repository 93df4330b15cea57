import { useCommandMutation, useCommandQuery } from '../../../shared/api';

// Both forms show their own failures (fields and the Authentication Error modal), so the global
// network alert stays out of it.
const handledHere = { meta: { handlesErrors: true } };

export function useSignInMutation() {
  return useCommandMutation('ParentAuthHandler.signin', handledHere);
}

export function useSignUpMutation() {
  return useCommandMutation('ParentAuthHandler.signup', handledHere);
}

export function useChildSignUpMutation() {
  return useCommandMutation('ParentAuthHandler.signUpChildINParentApp', handledHere);
}

/** Locations for the optional select; they change rarely, so one load per visit is plenty. */
export function useLocations() {
  return useCommandQuery('ParentAuthHandler.getLocations', {}, { staleTime: Infinity });
}

/**
 * Checks an invite code from a link. An empty code asks nothing. The answer is kept for the
 * visit: the lookup is rate limited, and a code does not change while its page is open.
 */
export function useInvitationCheck(inviteCode: string) {
  return useCommandQuery(
    'ParentInviteHandler.get_invitation',
    { invite_code: inviteCode },
    { enabled: inviteCode !== '', staleTime: Infinity, gcTime: 0, ...handledHere },
  );
}

/** Whether the Google button shows, and the game's address for 'Go Back to Game' outside SSO mode. */
export function useSignInOptions() {
  return useCommandQuery('CommonSso.getSignInOptions', {}, { staleTime: Infinity, ...handledHere });
}

export function useGoogleStartLink() {
  return useCommandMutation('CommonSso.getGoogleStartLink', handledHere);
}

/**
 * Asks the server once per visit whether an SSO link's callback may be used; empty asks nothing. The
 * page offers the way back only after a yes.
 */
export function useGameCallbackCheck(callbackUrl: string) {
  return useCommandQuery(
    'CommonSso.checkGameCallback',
    { callback_url: callbackUrl },
    { enabled: callbackUrl !== '', staleTime: Infinity, retry: false, ...handledHere },
  );
}

export function useGameReturn() {
  return useCommandMutation('CommonSso.createGameReturn', handledHere);
}

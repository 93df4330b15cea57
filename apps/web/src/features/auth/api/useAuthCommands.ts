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

/** Locations for the optional select; they change rarely, so one load per visit is plenty. */
export function useLocations(enabled: boolean) {
  return useCommandQuery('ParentAuthHandler.getLocations', {}, { enabled, staleTime: Infinity });
}

import { authErrorMessage, fieldErrorsFromServer, type AuthMode } from '../authErrors';

/** A failure for the Authentication Error modal; the page words it while rendering (authErrorMessage). */
export interface AuthFailure {
  error: unknown;
  mode: AuthMode;
}

/**
 * Routes a failed sign-in or sign-up: the server's field errors go under their fields, and
 * whatever is left is shown in the Authentication Error modal.
 */
function reportAuthFailure(
  error: unknown,
  mode: AuthMode,
  setFieldErrors: (fields: Partial<Record<string, string>>) => void,
  showError: (failure: AuthFailure) => void,
) {
  const { fields, unmatched } = fieldErrorsFromServer(error);
  setFieldErrors(fields);
  if (!unmatched) return;
  if (authErrorMessage(error, mode) !== null) showError({ error, mode });
}

/**
 * The callbacks both forms give their mutation: store the session and move on, or report the
 * failure (a malformed answer such as an empty user id counts as one).
 */
export function authMutationCallbacks<T>(
  mode: AuthMode,
  store: (data: T) => void,
  onDone: () => void,
  setFieldErrors: (fields: Partial<Record<string, string>>) => void,
  showError: (failure: AuthFailure) => void,
) {
  const fail = (error: unknown) => reportAuthFailure(error, mode, setFieldErrors, showError);
  return {
    onSuccess: (data: T) => {
      try {
        store(data);
        onDone();
      } catch (error) {
        fail(error);
      }
    },
    onError: fail,
  };
}

import { authErrorMessage, fieldErrorsFromServer, type AuthMode } from '../authErrors';

/** A failure for the Authentication Error modal; the page words it while rendering (authErrorMessage). */
export interface AuthFailure {
  error: unknown;
  mode: AuthMode;
}

/** How a failure reaches a field: the form's setFieldError, by wire name. */
type SetFieldError = (field: string, message: string) => void;

/**
 * Routes a failed sign-in or sign-up: the server's field errors go under their fields, and
 * whatever is left is shown in the Authentication Error modal.
 */
function reportAuthFailure(error: unknown, mode: AuthMode, setFieldError: SetFieldError, showError: (failure: AuthFailure) => void) {
  const { fields, unmatched } = fieldErrorsFromServer(error);
  for (const [field, message] of Object.entries(fields)) setFieldError(field, message);
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
  setFieldError: SetFieldError,
  showError: (failure: AuthFailure) => void,
) {
  const fail = (error: unknown) => reportAuthFailure(error, mode, setFieldError, showError);
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

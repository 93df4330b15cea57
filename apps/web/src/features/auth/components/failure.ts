import { authErrorMessage, fieldErrorsFromServer, type AuthMode } from '../authErrors';

/**
 * Routes a failed sign-in or sign-up: the server's field errors go under their fields, and
 * whatever is left is shown in the Authentication Error modal.
 */
function reportAuthFailure(
  error: unknown,
  mode: AuthMode,
  setFieldErrors: (fields: Partial<Record<string, string>>) => void,
  showError: (message: string) => void,
) {
  const { fields, unmatched } = fieldErrorsFromServer(error);
  setFieldErrors(fields);
  if (!unmatched) return;
  const message = authErrorMessage(error, mode);
  if (message) showError(message);
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
  showError: (message: string) => void,
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

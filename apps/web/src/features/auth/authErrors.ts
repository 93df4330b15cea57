import { authMessages } from '@t1d/contract';
import { isApiError, isSilentError } from '../../shared/api';
import { serverFieldErrors } from '../../shared/form/serverFieldErrors';
import { InvalidUserIdError } from '../../shared/session';

export type AuthMode = 'signin' | 'signup';

/** Server field names mapped onto the form's fields. */
const formField: Record<string, string> = {
  email: 'email',
  password: 'password',
  invite_code: 'inviteCode',
  campaign: 'campaign',
  hospital: 'hospital',
  location: 'location',
};

/** The server's per-field errors that belong to a visible form field; the rest go to the modal. */
export function fieldErrorsFromServer(error: unknown): { fields: Partial<Record<string, string>>; unmatched: boolean } {
  if (!isApiError(error)) return { fields: {}, unmatched: true };
  const unmatched = error.errors.length === 0 || error.errors.some(({ field }) => !Object.hasOwn(formField, field));
  return { fields: serverFieldErrors(error.errors, formField), unmatched };
}

/**
 * The English text the Authentication Error modal shows for a failure (spec section 8), or null
 * when nothing should be shown (a request we cancelled, or an expiry the Session Expired modal covers).
 */
export function authErrorMessage(error: unknown, mode: AuthMode): string | null {
  if (isSilentError(error)) return null;
  if (error instanceof InvalidUserIdError) return authMessages.invalidUserId;
  if (isApiError(error) && error.kind === 'http') {
    if (mode === 'signup' && error.msg.includes('already joined a family')) return authMessages.alreadyInFamily;
    if (error.msg) return error.msg;
    return mode === 'signup' ? authMessages.signUpFailed : authMessages.signInFailed;
  }
  return mode === 'signup' ? authMessages.signUpError : authMessages.signInError;
}

/**
 * Why an invite code from a link cannot be used (spec section 8): the server turned it down
 * ('Invalid invite code'), or the check itself failed ('Failed to validate invite code').
 * Null for a cancelled check nobody needs to hear about.
 */
export function inviteCheckFailure(error: unknown): string | null {
  if (isSilentError(error)) return null;
  const refused = isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;
  // A rate limit says nothing about the code itself.
  return refused && error.status !== 429 ? authMessages.invalidInviteCode : authMessages.inviteCodeCheckFailed;
}

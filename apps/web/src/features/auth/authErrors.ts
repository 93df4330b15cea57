import type { ErrorReason } from '@t1d/contract';
import { errorsOnFields, isApiError, isRefusal, isSilentError } from '../../shared/api';
import { i18n, messageKey, refusalText, translateMessage } from '../../shared/i18n';
import { InvalidUserIdError } from '../../shared/session';

/** What failed: a sign-in, a sign-up, starting a Google sign-in, or the way back from the issuer. */
export type AuthMode = 'signin' | 'signup' | 'googleStart' | 'googleReturn';

/** The fallback texts: a refusal without words of its own, and a failed call. */
type MessageKey = `messages:auth.${'signInFailed' | 'signInError' | 'signUpFailed' | 'signUpError' | 'googleInitFailed' | 'googleError'}`;
const fallbacks: Record<AuthMode, { refused: MessageKey; failed: MessageKey }> = {
  signin: { refused: 'messages:auth.signInFailed', failed: 'messages:auth.signInError' },
  signup: { refused: 'messages:auth.signUpFailed', failed: 'messages:auth.signUpError' },
  googleStart: { refused: 'messages:auth.googleInitFailed', failed: 'messages:auth.googleInitFailed' },
  googleReturn: { refused: 'messages:auth.googleError', failed: 'messages:auth.googleError' },
};

/** The sign-in and sign-up fields the server can judge, named as on the wire (and in the forms). */
const formFields: readonly string[] = ['email', 'password', 'invite_code', 'campaign', 'hospital', 'location'];

/** The server's per-field errors that belong to a visible form field, by wire name; the rest go to the modal. */
export function fieldErrorsFromServer(error: unknown): { fields: Record<string, string>; unmatched: boolean } {
  if (!isApiError(error)) return { fields: {}, unmatched: true };
  const unmatched = error.errors.length === 0 || error.errors.some(({ field }) => !formFields.includes(field));
  return { fields: errorsOnFields(error.errors, formFields), unmatched };
}

/**
 * The text the Authentication Error modal shows for a failure, in the current
 * language, or null when nothing should be shown (a request we cancelled, or an expiry the Session
 * Expired modal covers). Call it while rendering, so a language switch re-words it.
 */
export function authErrorMessage(error: unknown, mode: AuthMode): string | null {
  if (isSilentError(error)) return null;
  if (error instanceof InvalidUserIdError) return i18n.t('messages:auth.invalidUserId');
  if (isApiError(error) && error.kind === 'http') {
    if (error.reason || error.msg) return refusalText(error);
    return i18n.t(fallbacks[mode].refused);
  }
  return i18n.t(fallbacks[mode].failed);
}

/** Why a Google sign-in came back without a session, as it travels to /signup (history state holds no Error). */
export interface GoogleFailure {
  reason: ErrorReason | null;
  msg: string;
}

/** A failure as GoogleFailure: the server's reason and words, or none (a failed call, an error from the issuer). */
export function googleFailureOf(error: unknown): GoogleFailure {
  return isApiError(error) && error.kind === 'http' ? { reason: error.reason, msg: error.msg } : { reason: null, msg: '' };
}

/** The Authentication Error text for a Google sign-in that came back refused. */
export function googleFailureText(failure: GoogleFailure): string {
  if (failure.reason) return refusalText(failure);
  // A failure of this app's own words (an invalid user id) keeps them; anything else is the fixed Google text.
  if (messageKey(failure.msg)) return translateMessage(failure.msg);
  return i18n.t(fallbacks.googleReturn.failed);
}

// The refusals that judge the code itself; anything else (a rate limit, a crash) says nothing about it.
const codeRefused: ErrorReason[] = ['invite_not_found', 'invite_invalid', 'validation_failed'];

/** True when the server judged the invite code itself unusable (not a rate limit or a crash). */
export function inviteRefused(error: unknown): boolean {
  return isRefusal(error, ...codeRefused);
}

/**
 * Why an invite code from a link cannot be used, in the current language: the
 * server turned it down ('Invalid invite code'), or the check itself failed ('Failed to validate
 * invite code'). Null for a cancelled check nobody needs to hear about.
 */
export function inviteCheckFailure(error: unknown): string | null {
  if (isSilentError(error)) return null;
  return i18n.t(inviteRefused(error) ? 'messages:auth.invalidInviteCode' : 'messages:auth.inviteCodeCheckFailed');
}

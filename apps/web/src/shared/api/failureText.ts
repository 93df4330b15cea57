import { refusalText } from '../i18n/serverText';
import { isApiError, isSilentError } from './errors';

/**
 * What to tell a person about a failed command, in their language: a refusal's own text when it has
 * a reason (not enough coins, another parent moved the flag first), else `fallback`, the action's
 * general line (no answer, a crash). Null when nobody should hear of it: no failure, a request we
 * cancelled, or an expiry the session's own modal speaks of. Not in the api's index: it brings the
 * refusals' texts, which a screen that tells no failure does not load.
 */
export function failureText(error: unknown, fallback: string): string | null {
  if (!error || isSilentError(error)) return null;
  return isApiError(error) && error.kind === 'http' && error.reason ? refusalText(error) : fallback;
}

import { isApiError, isSilentError } from '../../../shared/api';
import { refusalText } from '../../../shared/i18n';

/**
 * What to tell the operator about a failed command: the server's refusal in their language (a taken
 * version key, an invalid field, 'Operator role required'), else the spec's fallback; null when the
 * session handles it (expiry, a cancelled request).
 */
export function failureText(error: unknown, fallback: string): string | null {
  if (!error || isSilentError(error)) return null;
  if (isApiError(error) && error.kind === 'http' && error.reason) return refusalText(error);
  return fallback;
}

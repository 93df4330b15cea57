import { isApiError, isSilentError } from '../../shared/api';
import { refusalText } from '../../shared/i18n';
import { consoleMessage } from './serverMessages';

/**
 * What to tell the operator about a failed write: a field's problem in their language, else the
 * refusal's text, else `fallback`; null when the session handles it (expiry, a cancelled request).
 */
export function consoleFailure(error: unknown, fallback: string): string | null {
  if (!error || isSilentError(error)) return null;
  if (!isApiError(error) || error.kind !== 'http' || !error.reason) return fallback;
  return error.reason === 'validation_failed' && error.errors[0] ? consoleMessage(error.errors[0].message) : refusalText(error);
}

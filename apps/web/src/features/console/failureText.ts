import { isRefusal } from '../../shared/api';
import { failureText } from '../../shared/api/failureText';
import { consoleMessage } from './serverMessages';

/**
 * What to tell the operator about a failed write: a field's problem in their language (the console's
 * own problems among them), else as any failure is told (failureText).
 */
export function consoleFailure(error: unknown, fallback: string): string | null {
  if (isRefusal(error, 'validation_failed') && error.errors[0]) return consoleMessage(error.errors[0].message);
  return failureText(error, fallback);
}

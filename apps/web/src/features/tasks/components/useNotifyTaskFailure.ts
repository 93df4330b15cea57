import { isApiError } from '../../../shared/api';
import { useTranslateMessage } from '../../../shared/i18n';
import { notifyFailure } from '../../../shared/ui/notifyFailure';

/**
 * A task command's failure in a toast. A refusal (409: done elsewhere, expired) is the server's own
 * sentence, translated; anything else reads as `fallback`.
 */
export function useNotifyTaskFailure() {
  const translateMessage = useTranslateMessage();
  return (error: Error, fallback: string) =>
    notifyFailure(error, isApiError(error) && error.status === 409 ? translateMessage(error.msg) : fallback);
}

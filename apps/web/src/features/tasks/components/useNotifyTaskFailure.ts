import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isRefusal } from '../../../shared/api';
import { reasonText } from '../../../shared/i18n';
import { notifyFailure } from '../../../shared/ui/notifyFailure';

/**
 * A task command's failure in a toast. An expired task is said in the app's words for that
 * refusal; anything else reads as `fallback`.
 */
export function useNotifyTaskFailure() {
  // Subscribed, so the words follow the current language.
  useTranslation();
  return (error: Error, fallback: string) => notifyFailure(error, isRefusal(error, 'task_expired') ? reasonText(error.reason) : fallback);
}

import { useTranslation } from '../../../shared/i18n/useTranslation';
import { failureText } from '../../../shared/api/failureText';

/** What went wrong, in words: a refusal's own text (another parent moved the flag first), else a general line. */
export function useFailureText(error: unknown): string | null {
  const { t } = useTranslation('redFlags');
  return failureText(error, t('actions.failed'));
}

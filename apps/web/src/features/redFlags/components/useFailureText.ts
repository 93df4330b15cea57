import { useTranslation } from 'react-i18next';
import { isApiError, isSilentError } from '../../../shared/api';
import { refusalText } from '../../../shared/i18n/serverText';

/** What went wrong, in words: a refusal's own text (another parent moved the flag first), else a general line. */
export function useFailureText(error: unknown): string | null {
  const { t } = useTranslation('redFlags');
  if (!error || isSilentError(error)) return null;
  return isApiError(error) && error.reason ? refusalText(error) : t('actions.failed');
}

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLoadFailed } from '../../../shared/api';
import { LoadError } from '../../../shared/ui/LoadError';

/**
 * 'Failed to load home configuration' (docs/product.md, "When something fails"): the dashboard carries on
 * with the app's own sections, and says why they may not be the ones the parent's campaign set.
 */
export function HomeConfigFailure({ config }: { config: Pick<UseQueryResult<unknown>, 'error' | 'data' | 'refetch'> }) {
  const { t } = useTranslation('home');
  if (!useLoadFailed(config)) return null;
  return <LoadError message={t('configFailed')} onRetry={() => void config.refetch()} />;
}

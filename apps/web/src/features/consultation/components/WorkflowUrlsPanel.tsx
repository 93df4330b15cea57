import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { LoadError } from '../../../shared/ui/LoadError';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useOperatorUrls } from '../api/useClinicDesk';
import { WorkflowUrlsForm } from './WorkflowUrlsForm';

/** The workflow's web addresses and the introduction video, loaded for the form: on the clinic desk and in the console's settings. */
export function WorkflowUrlsPanel() {
  const { t } = useTranslation('consultation');
  const urls = useOperatorUrls();
  useLogFailure(urls.error, 'Failed to load the workflow addresses');
  if (urls.data) return <WorkflowUrlsForm saved={urls.data} />;
  if (urls.isError && !isSilentError(urls.error)) return <LoadError message={t('urls.loadFailed')} onRetry={() => void urls.refetch()} />;
  return <SkeletonBlock label={t('urls.loading')} count={4} height={56} />;
}

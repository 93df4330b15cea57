import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { reasonText } from '../../../shared/i18n';
import { Icon } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useConsultationQueue, useOperatorUrls } from '../api/useClinicDesk';
import { isOperatorRequired } from '../desk';
import { ClinicQueue } from './ClinicQueue';
import { useQueueParams } from './useQueueParams';
import { WorkflowUrlsForm } from './WorkflowUrlsForm';

/**
 * /admin/consultations: the clinic desk. Operators take the clinic's steps (appointment finished,
 * referral finished) and set the workflow's web addresses. Anyone else is told the page needs the
 * operator role; a 403 here is not an expired session.
 */
export function ClinicDeskPage() {
  const { t } = useTranslation('consultation');
  const params = useQueueParams();
  const queue = useConsultationQueue(params.filter, params.page);
  const urls = useOperatorUrls();
  useLogFailure(urls.error, 'Failed to load the workflow addresses');
  const forbidden = isOperatorRequired(queue.error) || isOperatorRequired(urls.error);

  let urlsBody;
  if (urls.data) urlsBody = <WorkflowUrlsForm saved={urls.data} />;
  else if (urls.isError && !isSilentError(urls.error))
    urlsBody = <LoadError message={t('urls.loadFailed')} onRetry={() => void urls.refetch()} />;
  else urlsBody = <SkeletonBlock label={t('urls.loading')} count={4} height={56} />;

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('desk.title')} intro={t('desk.intro')} />
      {forbidden ? (
        <Alert color="danger" variant="light" icon={<Icon name="ban" />} role="alert" title={reasonText('operator_required')}>
          {t('desk.operatorOnly')}
        </Alert>
      ) : (
        <>
          <ClinicQueue queue={queue} params={params} />
          {urlsBody}
        </>
      )}
    </Stack>
  );
}

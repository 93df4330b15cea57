import { Alert, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { reasonText } from '../../../shared/i18n';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useConsultationQueue } from '../api/useClinicDesk';
import { offerKind, useConsultationOffer } from '../api/useConsultationOffer';
import { isOperatorRequired } from '../desk';
import { ClinicQueue } from './ClinicQueue';
import { StaleRedFlagsPanel } from './StaleRedFlagsPanel';
import { useQueueParams } from './useQueueParams';
import { WorkflowUrlsPanel } from './WorkflowUrlsPanel';

/**
 * /admin/consultations: the clinic desk. Operators take the clinic's steps (appointment finished,
 * referral finished) and set the workflow's web addresses. Anyone else is told the page needs the
 * operator role; a 403 here is not an expired session.
 */
export function ClinicDeskPage() {
  const { t } = useTranslation('consultation');
  const params = useQueueParams();
  const queue = useConsultationQueue(params.filter, params.page);
  const forbidden = isOperatorRequired(queue.error);
  // The desk words the consultation as the parents' screens do: free, paid with its price, or neutral.
  const offer = useConsultationOffer();

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('desk.title')} intro={t(`desk.intro.${offerKind(offer)}`, { price: offer?.price })} back={null} />
      {forbidden ? (
        <Alert color="danger" variant="light" icon={<Icon name="ban" />} role="alert" title={reasonText('operator_required')}>
          {t('desk.operatorOnly')}
        </Alert>
      ) : (
        <>
          <StaleRedFlagsPanel />
          <ClinicQueue queue={queue} params={params} />
          <WorkflowUrlsPanel />
        </>
      )}
    </Stack>
  );
}

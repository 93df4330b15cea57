import { Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { OperatorRequired } from '../../../shared/ui/OperatorOnly';
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
        <OperatorRequired body={t('desk.operatorOnly')} />
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

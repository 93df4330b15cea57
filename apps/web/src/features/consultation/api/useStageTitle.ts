import type { WorkflowStage } from '@t1d/contract';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { stageTitleKey } from '../timeline';
import { useConsultationOffer } from './useConsultationOffer';
import { useWorkflowUrls } from './useWorkflow';

/** The stage's title as every workflow screen shows it: told by the deployment's price and booking page (ADR 0015). */
export function useStageTitle(stage: WorkflowStage | undefined): string {
  const { t } = useTranslation('consultation');
  const offer = useConsultationOffer();
  // The booking page matters only to a booked family; the query is the one booking itself reads.
  const urls = useWorkflowUrls(stage === 'book_appointment_pending');
  if (!stage) return '';
  const key = stageTitleKey(stage, { paid: offer?.paid ?? null, bookingPage: !!urls.data?.book_appointment_paid_url });
  return t(key, { price: offer?.price });
}

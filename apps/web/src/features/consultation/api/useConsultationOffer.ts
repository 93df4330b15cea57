import { useCommandQuery } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { offerWording, type OfferWording } from '../../../shared/consultationOffer';

/**
 * What the deployment charges for the consultation, worded for the screens, or null while it is not
 * known (the wording stays neutral).
 */
export function useConsultationOffer(): OfferWording | null {
  const format = useFormat();
  const offer = useCommandQuery('DiabetsApprovalForm.getConsultationOffer', {}, { staleTime: Infinity, meta: { handlesErrors: true } });
  return offer.data ? offerWording(offer.data, format) : null;
}

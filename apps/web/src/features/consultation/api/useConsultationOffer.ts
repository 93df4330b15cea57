import { useCommandQuery } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';

/**
 * What the deployment charges for the consultation (CONSULTATION_PRICE, CURRENCY), worded for the
 * screens: `paid` and the formatted `price`, or null while it is not known (the wording stays neutral).
 */
export function useConsultationOffer(): { paid: boolean; price: string } | null {
  const format = useFormat();
  const offer = useCommandQuery('DiabetsApprovalForm.getConsultationOffer', {}, { staleTime: Infinity, meta: { handlesErrors: true } });
  if (!offer.data) return null;
  return { paid: offer.data.price > 0, price: format.money(offer.data.price, offer.data.currency) };
}

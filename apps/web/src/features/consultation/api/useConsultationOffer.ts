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

/** How a screen words the consultation (ADR 0016): free or paid once the price is known, neutral until then. */
export type OfferKind = 'free' | 'paid' | 'neutral';

export function offerKind(offer: OfferWording | null): OfferKind {
  if (!offer) return 'neutral';
  return offer.paid ? 'paid' : 'free';
}

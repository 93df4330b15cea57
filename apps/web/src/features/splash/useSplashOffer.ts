import { useEffect, useState } from 'react';
import { callCommand } from '../../shared/api/client';
import { useFormat } from '../../shared/format/useFormat';
import { offerWording, type ConsultationOffer, type OfferWording } from '../../shared/consultationOffer';

/**
 * The consultation offer for the splash's wording, as useConsultationOffer words it, read with the
 * command client alone: the splash is the app's first screen, and its size budget has no room for
 * react-query. It needs none of it here: one read, no cache to share, and until an answer comes (or
 * if none does) the wording stays neutral, so a failure is nobody's news.
 */
export function useSplashOffer(): OfferWording | null {
  const format = useFormat();
  const [offer, setOffer] = useState<ConsultationOffer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callCommand('DiabetsApprovalForm.getConsultationOffer', {}, { signal: controller.signal }).then(setOffer, () => undefined);
    return () => controller.abort();
  }, []);
  return offer ? offerWording(offer, format) : null;
}

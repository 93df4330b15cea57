import type { CommandOutput } from '@t1d/contract';
import type { useFormat } from './format/useFormat';

export type ConsultationOffer = CommandOutput<'DiabetsApprovalForm.getConsultationOffer'>;

/** The consultation as the screens word it (CONSULTATION_PRICE, CURRENCY): free or paid, and the formatted price. */
export interface OfferWording {
  paid: boolean;
  price: string;
}

export function offerWording(offer: ConsultationOffer, format: ReturnType<typeof useFormat>): OfferWording {
  return { paid: offer.price > 0, price: format.money(offer.price, offer.currency) };
}

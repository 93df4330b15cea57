import type { CommandOutput } from '@t1d/contract';
import type { useFormat } from './format/useFormat';

export type ConsultationOffer = CommandOutput<'DiabetsApprovalForm.getConsultationOffer'>;

/** The consultation as the screens word it (CONSULTATION_PRICE, CURRENCY): free or paid, and the formatted price. */
export interface OfferWording {
  paid: boolean;
  /** Empty when free: only the paid wordings name a price. */
  price: string;
}

export function offerWording(offer: ConsultationOffer, format: ReturnType<typeof useFormat>): OfferWording {
  const paid = offer.price > 0;
  // A free consultation formats nothing: a page's first currency format starts the browser's number
  // data, a long task (about 200 ms on a phone 4× slower) that the splash had for a price it never shows.
  return { paid, price: paid ? format.money(offer.price, offer.currency) : '' };
}

import type { Handler } from '../../gateway/context.js';

/** What the consultation costs a family, as the deployment configures it (CONSULTATION_PRICE, CURRENCY). */
export const getConsultationOffer: Handler<'DiabetsApprovalForm.getConsultationOffer'> = async (_input, { config }) => ({
  price: config.consultationPrice,
  currency: config.currency,
});

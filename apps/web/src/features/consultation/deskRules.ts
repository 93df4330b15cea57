import { operatorConsultationHandler } from '@t1d/contract';
import { contractRules } from '../../shared/wireForm';
import { trimmedUrls, type UrlFormValues } from './desk';

/**
 * The contract's own check of each address (ADR 0001: one declaration for both sides): the server runs the same one. It is the
 * contract's schema, and zod with it, so the form fetches this module when first used (desk.ts).
 */
export const validateUrls = contractRules<UrlFormValues>(operatorConsultationHandler['OperatorConsultationHandler.saveUrls'].input, {
  input: trimmedUrls,
});

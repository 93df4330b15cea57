import { contactRequestInput } from '@t1d/contract';
import { contractRules } from '../../shared/wireForm';
import { contactInput, type ContactFormValues } from './contactForm';

/**
 * The contract's own check of the contact form (ADR 0001): the server runs the same one. It is zod, so
 * the form fetches this module when first used (contactForm.ts).
 */
export const validateContact = contractRules<ContactFormValues>(contactRequestInput, {
  // The language does not change what is valid.
  input: (values) => contactInput(values, 'en'),
});

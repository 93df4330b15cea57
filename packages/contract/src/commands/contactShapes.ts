import * as z from 'zod/mini';
import { preferredTimes } from '../contactTimes.js';
import { epochSeconds, id, isPlainText } from '../fields.js';
import { contactMessages as c, limits, validationMessages as m } from '../messages.js';

/** When the family would rather be called (contactTimes.ts). */
export const preferredTime = z.enum(preferredTimes);

/** The languages the consent can be read in: the wording recorded is the one the parent read. */
export const consentLanguage = z.enum(['en', 'zh']);

// Digits, spaces, +, - and brackets, as people write a number; its digits alone are counted.
const phoneCharacters = /^[0-9 +\-()]*$/;
const digitsIn = (value: string) => value.replace(/\D/g, '').length;

/** A phone number, or empty for none. */
export const phoneField = z.string().check(
  z.trim(),
  z.maxLength(limits.phoneMax, { error: c.phoneFormat }),
  z.refine((value) => phoneCharacters.test(value), { error: c.phoneFormat }),
  z.refine((value) => value === '' || (digitsIn(value) >= limits.phoneDigitsMin && digitsIn(value) <= limits.phoneDigitsMax), {
    error: c.phoneFormat,
  }),
);

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address, or empty for none; lower-cased as accounts are. */
export const optionalEmailField = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(limits.emailMax, { error: m.emailInvalid }),
    z.refine(isPlainText, { error: m.controlCharacters }),
    z.refine((value) => value === '' || emailShape.test(value), { error: m.emailInvalid }),
  ),
  z.transform((value) => value.toLowerCase()),
);

/**
 * How the clinic may reach the family that asked it to get in touch: a phone number, an e-mail address
 * or both, a preferred time, and the parent's consent to be contacted at them.
 */
export const contactRequestInput = z
  .object({
    phone: z.optional(phoneField),
    email: z.optional(optionalEmailField),
    preferred_time: z._default(preferredTime, 'any'),
    consent: z.literal(true, { error: c.consentRequired }),
    /** The language the parent read the consent in. */
    language: z._default(consentLanguage, 'en'),
  })
  .check(
    z.refine((input) => !!input.phone || !!input.email, {
      error: c.phoneOrEmail,
      path: ['phone'],
      // Said beside the other problems (an unticked consent), unless the phone or e-mail is itself wrong.
      when: ({ issues }) => issues.every((issue) => !!issue.path?.length && !['phone', 'email'].includes(String(issue.path[0]))),
    }),
  );

/** The family's current contact details, as the family gave them. */
export const contactRequest = z.object({
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  preferred_time: preferredTime,
  /** When the details were first given with the request. */
  requested_at: epochSeconds,
  /** When they were last given (the same as `requested_at` until the family changes them). */
  updated_at: epochSeconds,
  /** When the parent agreed to be contacted at these details. */
  consent_at: epochSeconds,
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** The same, as the clinic desk is shown it: with the family's code and the consent as it was worded. */
export const familyContactRequest = z.extend(contactRequest, {
  family_id: id,
  family_code: z.string(),
  /** The consent the parent agreed to, in the words and language shown to them. */
  consent_text: z.string(),
});
export type FamilyContactRequest = z.infer<typeof familyContactRequest>;

import type { CommandInput, ContactRequest, PreferredTime } from '@t1d/contract';
import { lazyRules } from '../../shared/wireForm';

/** The contact form, named as on the wire; the consent box is 'given' when ticked. */
export interface ContactFormValues {
  phone: string;
  email: string;
  preferred_time: PreferredTime;
  consent: '' | 'given';
  [field: string]: string;
}

export const contactFields = ['phone', 'email', 'preferred_time', 'consent'] as const;

/**
 * What the form starts with: the details the family gave before, or the parent's account e-mail for a
 * first request. The consent is asked again each time: the parent agrees to the details as they send them.
 */
export function contactFormValues(saved: ContactRequest | null | undefined, accountEmail: string | null): ContactFormValues {
  return {
    phone: saved?.phone ?? '',
    email: saved ? (saved.email ?? '') : (accountEmail ?? ''),
    preferred_time: saved?.preferred_time ?? 'any',
    consent: '',
  };
}

/** The language the consent was read in, as the server records it. */
export const consentLanguageOf = (language: string | undefined): 'en' | 'zh' => (language?.startsWith('zh') ? 'zh' : 'en');

type ContactInput = CommandInput<'DiabetsApprovalForm.requestContact'>;

/** What the form would send: an empty phone or e-mail is left out; the consent as the box says. */
export function contactInput(values: ContactFormValues, language: 'en' | 'zh'): Omit<ContactInput, 'consent'> & { consent: boolean } {
  const phone = values.phone.trim();
  const email = values.email.trim();
  return {
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
    preferred_time: values.preferred_time,
    consent: values.consent === 'given',
    language,
  };
}

/** The request, only once the parent has agreed: without the box ticked nothing is sent, checked or not. */
export function consentedInput(values: ContactFormValues, language: 'en' | 'zh'): ContactInput | null {
  const input = contactInput(values, language);
  return input.consent ? { ...input, consent: true } : null;
}

/** The contract's own check of the form (contactRules.ts), fetched when the form is first used. */
export const contactRules = lazyRules<ContactFormValues>(() => import('./contactRules').then((rules) => rules.validateContact));

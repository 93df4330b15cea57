import { describe, expect, it } from 'vitest';
import { contactMessages, validationMessages } from '../messages.js';
import { contactRequestInput } from './contactShapes.js';

const problems = (input: Record<string, unknown>) =>
  (contactRequestInput.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('how the clinic may reach a family', () => {
  it('takes a phone as people write it, counting its digits alone', () => {
    for (const phone of ['+86 (21) 5550-7788', '020 7946 0958', '123456', '+1 ' + '2'.repeat(19)])
      expect(problems({ phone, consent: true }), phone).toEqual([]);
    for (const phone of ['12345', '1'.repeat(21), '555-CALL-NOW', '+1 555 0100 ext 2', '555\u00000100', 'x'.repeat(31)])
      expect(problems({ phone, consent: true }), phone).toContainEqual(['phone', contactMessages.phoneFormat]);
  });

  it('asks for a phone or an e-mail beside an unticked consent, both at once', () => {
    expect(problems({ phone: '', email: ' ' })).toEqual([
      ['consent', contactMessages.consentRequired],
      ['phone', contactMessages.phoneOrEmail],
    ]);
  });

  it('does not also ask for one when the e-mail given is itself wrong', () => {
    expect(problems({ email: 'not an address', consent: true })).toEqual([['email', validationMessages.emailInvalid]]);
  });

  it('lower-cases the e-mail, leaves out empty details, and calls at any time unless told', () => {
    expect(contactRequestInput.parse({ email: ' Ana@Example.ORG ', phone: '', consent: true })).toEqual({
      email: 'ana@example.org',
      phone: '',
      preferred_time: 'any',
      consent: true,
      language: 'en',
    });
  });
});

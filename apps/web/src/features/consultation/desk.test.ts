import { commands, validationMessages } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { messageKey } from '../../shared/i18n/serverText';
import consultationTexts from '../../locales/en/consultation.json';
import { refusal } from '../../test/gateway';
import { changedUrls, elapsed, isOperatorRequired, queueFilterFromQuery, urlFieldErrors } from './desk';
import { validateUrls } from './deskRules';

const saved = {
  book_appointment_paid_url: '',
  doctor_referral_url: 'https://clinic.example/referral',
  parent_lesson_plans_url: '',
  ceo_intro_url: '/media/ceo-intro.mp4',
};

describe('the clinic desk', () => {
  it('knows a parent’s 403 from an expired session', () => {
    expect(isOperatorRequired(refusal('operator_required'))).toBe(true);
    expect(isOperatorRequired(new ApiError({ kind: 'expired', status: 401, msg: 'Token expired' }))).toBe(false);
  });

  it('reads the filter from the address, waiting families by default', () => {
    expect(queueFilterFromQuery(null)).toBe('waiting');
    expect(queueFilterFromQuery('all')).toBe('all');
    expect(queueFilterFromQuery('nonsense')).toBe('waiting');
  });

  it('says how long a family has waited in its largest whole unit', () => {
    expect(elapsed(1000, 1000 + 59)).toEqual({ value: 0, unit: 'minute' });
    expect(elapsed(1000, 1000 + 3 * 3600 + 5)).toEqual({ value: 3, unit: 'hour' });
    expect(elapsed(1000, 1000 + 2 * 86_400)).toEqual({ value: 2, unit: 'day' });
    expect(elapsed(2000, 1000)).toEqual({ value: 0, unit: 'minute' });
  });
});

describe('the web address form', () => {
  it('checks each address with the contract’s rule, whose text the en locale holds word for word', () => {
    expect(validateUrls({ ...saved, book_appointment_paid_url: 'https://clinic.example/book' })).toEqual({});
    const problems = validateUrls({ ...saved, doctor_referral_url: 'clinic.example' });
    expect(Object.keys(problems)).toEqual(['doctor_referral_url']);
    const parsed = commands['OperatorConsultationHandler.saveUrls'].input.safeParse({ doctor_referral_url: 'clinic.example' });
    expect(problems.doctor_referral_url).toBe(parsed.error?.issues[0]?.message);
    expect(problems.doctor_referral_url).toBe(consultationTexts.urls.invalid);
  });

  it('says an address over 2,000 characters is too long, in the contract’s words, which both locales hold', () => {
    const tooLong = `https://clinic.example/${'x'.repeat(2000)}`;
    const problem = validateUrls({ ...saved, doctor_referral_url: tooLong }).doctor_referral_url;
    expect(problem).toBe(validationMessages.textTooLong);
    expect(messageKey(String(problem))).toBe('messages:validation.textTooLong');
  });

  it('sends only what changed, trimmed', () => {
    expect(changedUrls(saved, { ...saved })).toEqual({});
    expect(changedUrls(saved, { ...saved, book_appointment_paid_url: ' https://clinic.example/book ', doctor_referral_url: '' })).toEqual({
      book_appointment_paid_url: 'https://clinic.example/book',
      doctor_referral_url: '',
    });
  });

  it('puts the server’s errors[] under their fields', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      errors: [
        { field: 'ceo_intro_url', message: consultationTexts.urls.invalid },
        { field: 'unknown', message: 'x' },
      ],
    });
    expect(urlFieldErrors(error)).toEqual({ ceo_intro_url: consultationTexts.urls.invalid });
  });
});

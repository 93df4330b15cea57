import { describe, expect, test } from '../../test/fixture.js';

describe('DiabetsApprovalForm.getURLs', () => {
  test('reads its web addresses from operator settings, with the deployment defaults', async ({ t, parent, operator }) => {
    const urls = async () => (await t.call('DiabetsApprovalForm.getURLs', {}, parent.token)).body;
    expect(await urls()).toEqual({
      code: 0,
      message: 'Success',
      data: { book_appointment_paid_url: '', doctor_referral_url: '', parent_lesson_plans_url: '', ceo_intro_url: '/media/ceo-intro.mp4' },
    });
    const saved = await t.call(
      'OperatorConsultationHandler.saveUrls',
      { book_appointment_paid_url: ' https://clinic.example.org/book ', doctor_referral_url: 'https://clinic.example.org/referral' },
      operator.token,
    );
    expect(saved.body.data.book_appointment_paid_url).toBe('https://clinic.example.org/book');
    expect((await urls()).data).toMatchObject({
      book_appointment_paid_url: 'https://clinic.example.org/book',
      doctor_referral_url: 'https://clinic.example.org/referral',
    });

    const bad = await t.call('OperatorConsultationHandler.saveUrls', { book_appointment_paid_url: 'javascript:alert(1)' }, operator.token);
    expect(bad.status).toBe(400);
    expect((await urls()).data.book_appointment_paid_url).toBe('https://clinic.example.org/book');
    await t.call('OperatorConsultationHandler.saveUrls', { book_appointment_paid_url: '', doctor_referral_url: '' }, operator.token);
    expect((await urls()).data.book_appointment_paid_url).toBe('');
  });

  describe('on a deployment with its own addresses', () => {
    test.override({
      appOptions: {
        config: {
          consultationUrls: {
            book_appointment_paid_url: 'https://clinic.example.org/default-book',
            doctor_referral_url: 'https://clinic.example.org/default-referral',
            parent_lesson_plans_url: '/lessons',
            ceo_intro_url: '/media/ceo-intro.mp4',
          },
        },
      },
    });

    test('answers the deployment addresses where no operator setting overrides them', async ({ t, parent, operator }) => {
      await t.call('OperatorConsultationHandler.saveUrls', { doctor_referral_url: 'https://clinic.example.org/referral' }, operator.token);
      const answer = await t.call('DiabetsApprovalForm.getURLs', {}, parent.token);
      expect(answer.body.data).toEqual({
        book_appointment_paid_url: 'https://clinic.example.org/default-book',
        doctor_referral_url: 'https://clinic.example.org/referral',
        parent_lesson_plans_url: '/lessons',
        ceo_intro_url: '/media/ceo-intro.mp4',
      });
    });
  });
});

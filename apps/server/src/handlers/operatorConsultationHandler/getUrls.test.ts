import { describe, expect, test } from '../../test/fixture.js';
import { expectOperatorOnly } from '../../test/walls.js';

describe('OperatorConsultationHandler.getUrls', () => {
  test('answers the deployment defaults, then what operators saved', async ({ t, operator }) => {
    const defaults = await t.call('OperatorConsultationHandler.getUrls', {}, operator.token);
    expect(defaults.status).toBe(200);
    expect(defaults.body).toEqual({
      code: 200,
      msg: 'success',
      data: { book_appointment_paid_url: '', doctor_referral_url: '', parent_lesson_plans_url: '', ceo_intro_url: '/media/ceo-intro.mp4' },
    });
    await t.call(
      'OperatorConsultationHandler.saveUrls',
      { parent_lesson_plans_url: '/lessons', ceo_intro_url: 'https://cdn.example.org/intro.mp4' },
      operator.token,
    );
    expect((await t.call('OperatorConsultationHandler.getUrls', {}, operator.token)).body.data).toEqual({
      book_appointment_paid_url: '',
      doctor_referral_url: '',
      parent_lesson_plans_url: '/lessons',
      ceo_intro_url: 'https://cdn.example.org/intro.mp4',
    });
  });

  test('answers 403 to a parent who is not an operator and 401 without a session', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorConsultationHandler.getUrls', {}, token), parent);
  });
});

import { describe, expect, test } from '../../test/fixture.js';
import type { TestApp } from '../../test/testApp.js';
import { expectInvalid, expectOperatorOnly } from '../../test/walls.js';

describe('OperatorConsultationHandler.saveUrls', () => {
  const storedUrls = (t: TestApp) =>
    t.database.db.selectFrom('settings').select(['key', 'value']).where('key', 'like', 'url.%').orderBy('key').execute();

  test('saves the addresses given, trimmed, and answers all four', async ({ t, operator }) => {
    const saved = await t.call(
      'OperatorConsultationHandler.saveUrls',
      { book_appointment_paid_url: ' https://clinic.example.org/book ', doctor_referral_url: 'https://clinic.example.org/referral' },
      operator.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        book_appointment_paid_url: 'https://clinic.example.org/book',
        doctor_referral_url: 'https://clinic.example.org/referral',
        parent_lesson_plans_url: '',
        ceo_intro_url: '/media/ceo-intro.mp4',
      },
    });
    expect(await storedUrls(t)).toEqual([
      { key: 'url.book_appointment_paid_url', value: 'https://clinic.example.org/book' },
      { key: 'url.doctor_referral_url', value: 'https://clinic.example.org/referral' },
    ]);
    // Leaving a field out keeps it; an empty one removes the setting, so the default applies again.
    const cleared = await t.call(
      'OperatorConsultationHandler.saveUrls',
      { book_appointment_paid_url: '', ceo_intro_url: '/media/other.mp4' },
      operator.token,
    );
    expect(cleared.body.data).toEqual({
      book_appointment_paid_url: '',
      doctor_referral_url: 'https://clinic.example.org/referral',
      parent_lesson_plans_url: '',
      ceo_intro_url: '/media/other.mp4',
    });
    expect(await storedUrls(t)).toEqual([
      { key: 'url.ceo_intro_url', value: '/media/other.mp4' },
      { key: 'url.doctor_referral_url', value: 'https://clinic.example.org/referral' },
    ]);
  });

  test('refuses an address that is neither http(s) nor a path in the app, naming the field and keeping the saved one', async ({
    t,
    operator,
  }) => {
    await t.call('OperatorConsultationHandler.saveUrls', { book_appointment_paid_url: 'https://clinic.example.org/book' }, operator.token);
    const bad = await expectInvalid(
      t,
      () => t.call('OperatorConsultationHandler.saveUrls', { book_appointment_paid_url: 'javascript:alert(1)' }, operator.token),
      'book_appointment_paid_url',
    );
    expect(bad.body.errors).toEqual([
      {
        field: 'book_appointment_paid_url',
        message: 'Enter a web address starting with https:// (or a path in this app starting with /), or leave it empty',
      },
    ]);
    await expectInvalid(
      t,
      () => t.call('OperatorConsultationHandler.saveUrls', { doctor_referral_url: 'clinic.example.org' }, operator.token),
      'doctor_referral_url',
    );
    await expectInvalid(
      t,
      () => t.call('OperatorConsultationHandler.saveUrls', { ceo_intro_url: `/${'a'.repeat(2000)}` }, operator.token),
      'ceo_intro_url',
    );
    expect((await t.call('OperatorConsultationHandler.getUrls', {}, operator.token)).body.data.book_appointment_paid_url).toBe(
      'https://clinic.example.org/book',
    );
  });

  test('answers 403 to a parent who is not an operator and 401 without a session, saving nothing', async ({ t, parent }) => {
    expect((await t.call('OperatorConsultationHandler.saveUrls', {}, parent.token)).status).toBe(403);
    await expectOperatorOnly(
      t,
      (token) => t.call('OperatorConsultationHandler.saveUrls', { book_appointment_paid_url: 'https://evil.example.org' }, token),
      parent,
    );
  });
});

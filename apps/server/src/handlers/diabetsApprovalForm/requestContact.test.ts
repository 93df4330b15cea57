import { describe, expect } from '../../test/fixture.js';
import type { TestApp } from '../../test/testApp.js';
import { expectInvalid, signedOut, snapshot } from '../../test/walls.js';
import { test } from '../../test/workflow.js';

const consentEn = 'I agree that the clinic may contact me about this consultation at the phone number or e-mail address above.';
const details = { phone: '+86 (21) 6543-2100', email: 'Lin.Wang@Example.org', preferred_time: 'afternoon', consent: true, language: 'en' };

const storedContact = (t: TestApp, familyId: number) =>
  t.database.db.selectFrom('consultation_contacts').selectAll().where('family_id', '=', familyId).execute();

describe('DiabetsApprovalForm.requestContact', () => {
  test('keeps how the clinic may reach the family with the consent it read, and starts booking in the same step', async ({
    t,
    parent,
    wf: { stored, told },
  }) => {
    const partner = await t.joinFamilyOf(parent);
    t.clock.advance(3600);
    const now = t.clock.now();
    const answer = await t.call('DiabetsApprovalForm.requestContact', details as never, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, message: 'Success', data: { current_stage: 'book_appointment_pending' } });
    expect(await storedContact(t, parent.familyId)).toEqual([
      {
        family_id: parent.familyId,
        phone: '+86 (21) 6543-2100',
        email: 'lin.wang@example.org',
        preferred_time: 'afternoon',
        user_id: parent.userId,
        consent_text: consentEn,
        consent_language: 'en',
        consent_at: now,
        requested_at: now,
        updated_at: now,
      },
    ]);
    const { workflow, audit } = await stored(parent.familyId);
    expect(workflow).toMatchObject({ stage: 'book_appointment_pending', book_appointment_created_at: now });
    expect(audit.map((row) => [row.step, row.actor_user_id])).toEqual([['book_appointment', parent.userId]]);
    expect((await told(parent.familyId)).map((row) => row.user_id)).toEqual([partner.userId]);
  });

  test('a family that asked changes its details: one current set, the first request kept, the workflow not moved', async ({
    t,
    parent,
    wf: { stored },
  }) => {
    const first = t.clock.now();
    await t.call('DiabetsApprovalForm.requestContact', details as never, parent.token);
    const before = await stored(parent.familyId);
    t.clock.advance(600);
    const partner = await t.joinFamilyOf(parent);
    const answer = await t.call(
      'DiabetsApprovalForm.requestContact',
      { phone: '', email: 'home@example.org', consent: true, language: 'zh' },
      partner.token,
    );
    expect(answer.status).toBe(200);
    expect(await storedContact(t, parent.familyId)).toEqual([
      expect.objectContaining({
        phone: null,
        email: 'home@example.org',
        preferred_time: 'any',
        user_id: partner.userId,
        consent_text: '我同意诊所通过上面的电话号码或电子邮箱，就本次咨询与我联系。',
        consent_language: 'zh',
        consent_at: t.clock.now(),
        requested_at: first,
        updated_at: t.clock.now(),
      }),
    ]);
    expect(await stored(parent.familyId)).toEqual(before);
  });

  test('a family further on only changes its details', async ({ t, wf: { familyAt, stored } }) => {
    const parent = await familyAt('doctor_referral_pending');
    const before = await stored(parent.familyId);
    const answer = await t.call('DiabetsApprovalForm.requestContact', { phone: '020 7946 0958', consent: true }, parent.token);
    expect(answer.body).toMatchObject({ code: 0, data: { current_stage: 'doctor_referral_pending' } });
    expect(await stored(parent.familyId)).toEqual(before);
    expect(await storedContact(t, parent.familyId)).toEqual([expect.objectContaining({ phone: '020 7946 0958', email: null })]);
  });

  test('records the consent in the words the hospital gave it', async ({ t, parent, operator }) => {
    const text = await t.database.db
      .selectFrom('texts')
      .select('id')
      .where('text_key', '=', 'consultation.contact.consent')
      .executeTakeFirstOrThrow();
    const wording = 'Yes, the diabetes team may phone or e-mail me about my appointment.';
    expect((await t.call('ParentTextHandler.updateText', { id: text.id, text: wording, lang: 'en' }, operator.token)).status).toBe(200);
    await t.call('DiabetsApprovalForm.requestContact', { email: 'a@example.org', consent: true }, parent.token);
    expect(await storedContact(t, parent.familyId)).toEqual([expect.objectContaining({ consent_text: wording, consent_language: 'en' })]);
  });

  test('fifty requests at once leave one set of details, one booking step and one notice', async ({ t, parent, wf: { stored, told } }) => {
    const partner = await t.joinFamilyOf(parent);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('DiabetsApprovalForm.requestContact', details as never, i % 2 ? parent.token : partner.token),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(answers.map((answer) => answer.body.data.current_stage)).toEqual(Array(50).fill('book_appointment_pending'));
    expect(await storedContact(t, parent.familyId)).toHaveLength(1);
    expect((await stored(parent.familyId)).audit).toHaveLength(1);
    expect(await told(parent.familyId)).toHaveLength(1);
  });

  test("writes only the caller's own family: another family's parent starts nothing of it and sees nothing of it", async ({
    t,
    parent,
    stranger,
    wf: { statusOf },
  }) => {
    await t.call('DiabetsApprovalForm.requestContact', details as never, parent.token);
    await t.call('DiabetsApprovalForm.requestContact', { phone: '555 0100 77', consent: true }, stranger.token);
    expect(await storedContact(t, parent.familyId)).toEqual([expect.objectContaining({ phone: details.phone })]);
    expect((await t.call('DiabetsApprovalForm.getContactRequest', {}, stranger.token)).body.data).toMatchObject({
      phone: '555 0100 77',
      email: null,
    });
    expect((await statusOf(stranger)).data.current_stage).toBe('book_appointment_pending');
  });

  test('refuses a phone that is not one, naming the field, and changes nothing', async ({ t, parent }) => {
    const send = (phone: unknown) => () => t.call('DiabetsApprovalForm.requestContact', { phone, consent: true } as never, parent.token);
    for (const phone of [
      'call me',
      '12345',
      '1'.repeat(21),
      '+1 555 0100\u0000',
      '555\u202E0100 99',
      '+44 20 7946 0958 ext 12',
      'x'.repeat(40_000),
    ]) {
      const answer = await expectInvalid(t, send(phone), 'phone');
      expect(answer.body.errors).toContainEqual({
        field: 'phone',
        message: 'Enter a phone number of 6 to 20 digits (spaces, +, - and brackets are fine)',
      });
    }
  });

  test('asks for a phone or an e-mail, a well-formed e-mail, the consent and a known time, and changes nothing', async ({ t, parent }) => {
    const send = (input: Record<string, unknown>) => () => t.call('DiabetsApprovalForm.requestContact', input as never, parent.token);
    const neither = await expectInvalid(t, send({ phone: ' ', email: '', consent: true }), 'phone');
    expect(neither.body.errors).toEqual([
      { field: 'phone', message: 'Give a phone number or an e-mail address, so the clinic can reach you' },
    ]);
    await expectInvalid(t, send({ email: 'not an address', consent: true }), 'email');
    await expectInvalid(t, send({ email: 'a\u0007b@example.org', consent: true }), 'email');
    await expectInvalid(t, send({ email: `${'a'.repeat(250)}@example.org`, consent: true }), 'email');
    const unconsented = await expectInvalid(t, send({ email: 'a@example.org', consent: false }), 'consent');
    expect(unconsented.body.errors).toEqual([{ field: 'consent', message: 'Tick the box to agree that the clinic contacts you' }]);
    await expectInvalid(t, send({ email: 'a@example.org' }), 'consent');
    await expectInvalid(t, send({ email: 'a@example.org', consent: true, preferred_time: 'midnight' }), 'preferred_time');
    await expectInvalid(t, send({ email: 'a@example.org', consent: true, language: 'fr' }), 'language');
  });

  test('answers 401 without a session and changes nothing', async ({ t }) => {
    const before = await snapshot(t);
    const answer = await t.call('DiabetsApprovalForm.requestContact', details as never);
    expect([answer.status, answer.body]).toEqual([401, signedOut]);
    expect(await snapshot(t)).toEqual(before);
  });
});

import { describe, expect } from '../../test/fixture.js';
import { expectInvalid, expectOperatorOnly, notFound, snapshot, unknownId } from '../../test/walls.js';
import { onceUnderBurst, test, transitionsOf } from '../../test/workflow.js';

describe('OperatorConsultationHandler.markReferralFinished', () => {
  test('moves a family that asked for the referral to ready_for_backpack_confirmation, stamped now, and tells every parent', async ({
    t,
    operator,
    wf: { familyAt, stored, told },
  }) => {
    const start = t.clock.now();
    const parent = await familyAt('doctor_referral_pending');
    const partner = await t.joinFamilyOf(parent);
    t.clock.advance(3600);
    const now = t.clock.now();
    const answer = await t.call('OperatorConsultationHandler.markReferralFinished', { family_id: parent.familyId }, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 0,
      message: 'Success',
      data: {
        current_stage: 'ready_for_backpack_confirmation',
        is_completed: false,
        book_appointment_created_at: start,
        book_appointment_finished_at: start,
        doctor_referral_created_at: start,
        doctor_referral_finished_at: now,
        backpack_received_at: null,
      },
    });
    const { workflow, audit } = await stored(parent.familyId);
    expect(workflow).toMatchObject({ stage: 'ready_for_backpack_confirmation', stage_since: now, doctor_referral_finished_at: now });
    expect(audit.at(-1)).toMatchObject({
      step: 'referral_finished',
      from_stage: 'doctor_referral_pending',
      to_stage: 'ready_for_backpack_confirmation',
      actor_kind: 'operator',
      actor_user_id: operator.userId,
      at: now,
    });
    const news = (await told(parent.familyId)).filter((row) => row.text_key === 'consultation_referral_finished');
    expect(news.map((row) => row.user_id).sort()).toEqual([parent.userId, partner.userId].sort());
    const latest = (await t.call('ParentNotification.list', { messageType: 'consultation', perPage: 1 }, partner.token)).body.data.data[0];
    expect(latest).toMatchObject({
      title: 'Referral completed',
      body: 'The doctor referral is complete. Your supplies backpack is on its way: confirm it when it arrives.',
      created_at: now,
    });
  });

  test('answers 403 to a parent who is not an operator and 401 without a session, changing nothing', async ({ t, wf: { familyAt } }) => {
    const parent = await familyAt('doctor_referral_pending');
    await expectOperatorOnly(
      t,
      (token) => t.call('OperatorConsultationHandler.markReferralFinished', { family_id: parent.familyId }, token),
      parent,
    );
  });

  test('answers an unknown family exactly Not found and changes nothing', async ({ t, operator }) => {
    const before = await snapshot(t);
    const answer = await t.call('OperatorConsultationHandler.markReferralFinished', { family_id: unknownId }, operator.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(notFound);
    expect(await snapshot(t)).toEqual(before);
  });

  test('refuses a family id that is not a positive whole number', async ({ t, operator }) => {
    await expectInvalid(
      t,
      () => t.call('OperatorConsultationHandler.markReferralFinished', { family_id: -3 }, operator.token),
      'family_id',
    );
  });

  describe('its column of the transition table', () => {
    transitionsOf('referral_finished', 'This family has not requested the doctor referral yet.');
  });

  onceUnderBurst('referral_finished');
});

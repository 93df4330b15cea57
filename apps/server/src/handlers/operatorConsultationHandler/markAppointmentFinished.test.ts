import { describe, expect } from '../../test/fixture.js';
import { expectInvalid, expectOperatorOnly, notFound, snapshot, unknownId } from '../../test/walls.js';
import { onceUnderBurst, test, transitionsOf } from '../../test/workflow.js';

describe('OperatorConsultationHandler.markAppointmentFinished', () => {
  test('moves a family that booked to ready_for_doctor_referral, stamped now, and tells every parent', async ({
    t,
    operator,
    wf: { familyAt, stored, told },
  }) => {
    const start = t.clock.now();
    const parent = await familyAt('book_appointment_pending');
    const partner = await t.joinFamilyOf(parent);
    t.clock.advance(3600);
    const now = t.clock.now();
    const answer = await t.call('OperatorConsultationHandler.markAppointmentFinished', { family_id: parent.familyId }, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 0,
      message: 'Success',
      data: {
        current_stage: 'ready_for_doctor_referral',
        is_completed: false,
        book_appointment_created_at: start,
        book_appointment_finished_at: now,
        doctor_referral_created_at: null,
        doctor_referral_finished_at: null,
        backpack_received_at: null,
      },
    });
    const { workflow, audit } = await stored(parent.familyId);
    expect(workflow).toMatchObject({ stage: 'ready_for_doctor_referral', stage_since: now, book_appointment_finished_at: now });
    expect(audit.at(-1)).toMatchObject({
      step: 'appointment_finished',
      from_stage: 'book_appointment_pending',
      to_stage: 'ready_for_doctor_referral',
      actor_kind: 'operator',
      actor_user_id: operator.userId,
      at: now,
    });
    const news = (await told(parent.familyId)).filter((row) => row.text_key === 'consultation_appointment_finished');
    expect(news.map((row) => row.user_id).sort()).toEqual([parent.userId, partner.userId].sort());
    const latest = (await t.call('ParentNotification.list', { messageType: 'consultation', perPage: 1 }, parent.token)).body.data.data[0];
    expect(latest).toMatchObject({
      title: 'Appointment completed',
      body: 'The clinic has finished your appointment. You can now request the doctor referral.',
      created_at: now,
    });
  });

  test('keeps the step to operators, and answers an unknown family 404', async ({ t, operator, wf: { statusOf, familyAt } }) => {
    const second = await familyAt('book_appointment_pending');
    const parentTries = await t.call('OperatorConsultationHandler.markAppointmentFinished', { family_id: second.familyId }, second.token);
    expect(parentTries.status).toBe(403);
    expect(parentTries.body).toEqual({ code: 403, msg: 'Operator role required', reason: 'operator_required' });
    expect((await statusOf(second)).data.current_stage).toBe('book_appointment_pending');
    const unknown = await t.call('OperatorConsultationHandler.markAppointmentFinished', { family_id: 999_999_999 }, operator.token);
    expect(unknown.status).toBe(404);
  });

  test('answers 403 to a parent who is not an operator and 401 without a session, changing nothing', async ({ t, wf: { familyAt } }) => {
    const parent = await familyAt('book_appointment_pending');
    await expectOperatorOnly(
      t,
      (token) => t.call('OperatorConsultationHandler.markAppointmentFinished', { family_id: parent.familyId }, token),
      parent,
    );
  });

  test('answers an unknown family exactly Not found and changes nothing', async ({ t, operator }) => {
    const before = await snapshot(t);
    const answer = await t.call('OperatorConsultationHandler.markAppointmentFinished', { family_id: unknownId }, operator.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(notFound);
    expect(await snapshot(t)).toEqual(before);
  });

  test('refuses a family id that is not a positive whole number', async ({ t, operator }) => {
    await expectInvalid(
      t,
      () => t.call('OperatorConsultationHandler.markAppointmentFinished', { family_id: 0 }, operator.token),
      'family_id',
    );
    await expectInvalid(t, () => t.call('OperatorConsultationHandler.markAppointmentFinished', {} as never, operator.token), 'family_id');
  });

  describe('its column of the transition table', () => {
    transitionsOf('appointment_finished', 'This family has not booked an appointment yet.');
  });

  onceUnderBurst('appointment_finished');
});

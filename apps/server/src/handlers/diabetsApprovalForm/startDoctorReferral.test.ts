import { describe, expect } from '../../test/fixture.js';
import { onceUnderBurst, test, transitionsOf } from '../../test/workflow.js';

describe('DiabetsApprovalForm.startDoctorReferral', () => {
  test('moves a family whose appointment is finished to doctor_referral_pending, stamped now, and tells the other parents', async ({
    t,
    wf: { familyAt, stored, told },
  }) => {
    const start = t.clock.now();
    const parent = await familyAt('ready_for_doctor_referral');
    const partner = await t.joinFamilyOf(parent);
    await t.call('ParentFamilyHandler.update_parent_real_name', { parent_id: partner.userId, real_name: 'Lin Wang' }, partner.token);
    t.clock.advance(3600);
    const now = t.clock.now();
    const answer = await t.call('DiabetsApprovalForm.startDoctorReferral', {}, partner.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 0,
      message: 'Success',
      data: {
        current_stage: 'doctor_referral_pending',
        is_completed: false,
        book_appointment_created_at: start,
        book_appointment_finished_at: start,
        doctor_referral_created_at: now,
        doctor_referral_finished_at: null,
        backpack_received_at: null,
      },
    });
    const { workflow, audit } = await stored(parent.familyId);
    expect(workflow).toMatchObject({ stage: 'doctor_referral_pending', stage_since: now, doctor_referral_created_at: now });
    expect(audit.at(-1)).toMatchObject({
      step: 'start_doctor_referral',
      from_stage: 'ready_for_doctor_referral',
      to_stage: 'doctor_referral_pending',
      actor_kind: 'parent',
      actor_user_id: partner.userId,
      at: now,
    });
    expect((await told(parent.familyId)).at(-1)).toEqual({ user_id: parent.userId, text_key: 'consultation_start_doctor_referral' });
    const news = (await t.call('ParentNotification.list', { messageType: 'consultation', perPage: 1 }, parent.token)).body.data.data[0];
    expect(news).toMatchObject({ title: 'Doctor referral requested', body: 'Lin Wang requested the doctor referral.', created_at: now });
  });

  test("moves only the caller's own family", async ({ t, wf: { statusOf, familyAt } }) => {
    const a = await familyAt('ready_for_doctor_referral');
    const b = await t.newParent();
    const refused = await t.call('DiabetsApprovalForm.startDoctorReferral', {}, b.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 2,
      message: 'The doctor referral can start once the appointment is finished.',
      reason: 'workflow_out_of_order',
    });
    expect((await statusOf(a)).data.current_stage).toBe('ready_for_doctor_referral');
    expect((await statusOf(b)).code).toBe(1);
  });

  describe('its column of the transition table', () => {
    transitionsOf('start_doctor_referral', 'The doctor referral can start once the appointment is finished.');
  });

  onceUnderBurst('start_doctor_referral');
});

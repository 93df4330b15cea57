import { describe, expect } from '../../test/fixture.js';
import { onceUnderBurst, test, transitionsOf } from '../../test/workflow.js';

describe('DiabetsApprovalForm.confirmBackpackReceived', () => {
  test('completes the workflow of a family whose referral is finished, stamped now, and tells the other parents', async ({
    t,
    wf: { familyAt, stored, told },
  }) => {
    const start = t.clock.now();
    const parent = await familyAt('ready_for_backpack_confirmation');
    const partner = await t.joinFamilyOf(parent);
    t.clock.advance(3600);
    const now = t.clock.now();
    const answer = await t.call('DiabetsApprovalForm.confirmBackpackReceived', {}, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 0,
      message: 'Success',
      data: {
        current_stage: 'completed',
        is_completed: true,
        book_appointment_created_at: start,
        book_appointment_finished_at: start,
        doctor_referral_created_at: start,
        doctor_referral_finished_at: start,
        backpack_received_at: now,
      },
    });
    const { workflow, audit } = await stored(parent.familyId);
    expect(workflow).toMatchObject({ stage: 'completed', stage_since: now, backpack_received_at: now });
    expect(audit.at(-1)).toMatchObject({
      step: 'confirm_backpack',
      from_stage: 'ready_for_backpack_confirmation',
      to_stage: 'completed',
      actor_kind: 'parent',
      actor_user_id: parent.userId,
      at: now,
    });
    expect((await told(parent.familyId)).at(-1)).toEqual({ user_id: partner.userId, text_key: 'consultation_confirm_backpack' });
    const news = (await t.call('ParentNotification.list', { messageType: 'consultation', perPage: 1 }, partner.token)).body.data.data[0];
    expect(news).toMatchObject({
      title: 'Backpack received',
      body: `${parent.email.split('@')[0]} confirmed that the supplies backpack arrived. Your care plan is complete.`,
      created_at: now,
    });
  });

  describe('its column of the transition table', () => {
    transitionsOf('confirm_backpack', 'The backpack can be confirmed once the doctor referral is finished.');
  });

  onceUnderBurst('confirm_backpack');
});

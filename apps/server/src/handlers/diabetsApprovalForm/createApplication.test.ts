import { describe, expect } from '../../test/fixture.js';
import { onceUnderBurst, test, transitionsOf } from '../../test/workflow.js';

describe('DiabetsApprovalForm.createApplication', () => {
  test('starts the workflow at book_appointment_pending, stamped now, and tells the other parents', async ({
    t,
    parent,
    wf: { stored },
  }) => {
    const partner = await t.joinFamilyOf(parent);
    t.clock.advance(3600);
    const now = t.clock.now();
    const answer = await t.call('DiabetsApprovalForm.createApplication', {}, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 0,
      message: 'Success',
      data: {
        current_stage: 'book_appointment_pending',
        is_completed: false,
        book_appointment_created_at: now,
        book_appointment_finished_at: null,
        doctor_referral_created_at: null,
        doctor_referral_finished_at: null,
        backpack_received_at: null,
      },
    });
    const { workflow, audit } = await stored(parent.familyId);
    expect(workflow).toMatchObject({
      family_id: parent.familyId,
      stage: 'book_appointment_pending',
      stage_since: now,
      book_appointment_created_at: now,
    });
    expect(audit).toEqual([
      {
        id: expect.any(Number),
        family_id: parent.familyId,
        step: 'book_appointment',
        from_stage: 'not_started',
        to_stage: 'book_appointment_pending',
        actor_user_id: parent.userId,
        actor_kind: 'parent',
        at: now,
      },
    ]);
    const told = (await t.call('ParentNotification.list', { messageType: 'consultation' }, partner.token)).body.data;
    expect(told.data).toEqual([
      {
        id: expect.any(Number),
        title: 'Consultation booking started',
        body: `${parent.email.split('@')[0]} started booking the paid consultation. The clinic will confirm the appointment.`,
        message_type: 'consultation',
        created_at: now,
        is_read: false,
      },
    ]);
    expect((await t.call('ParentNotification.list', { messageType: 'consultation' }, parent.token)).body.data.total).toBe(0);
  });

  test("starts the caller's own family only", async ({ t, parent, stranger, wf: { statusOf } }) => {
    await t.call('DiabetsApprovalForm.createApplication', {}, parent.token);
    expect((await statusOf(parent)).data.current_stage).toBe('book_appointment_pending');
    expect(await statusOf(stranger)).toEqual({ code: 1, message: 'No workflow found for this family.' });
  });

  describe('its column of the transition table', () => {
    transitionsOf('book_appointment', 'The appointment booking has already started.');
  });

  onceUnderBurst('book_appointment');
});

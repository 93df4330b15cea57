import { workflowSteps } from '@t1d/contract';
import { describe, expect } from '../../test/fixture.js';
import type { Parent } from '../../test/testApp.js';
import { test } from '../../test/workflow.js';

describe('DiabetsApprovalForm.getWorkflowStatus', () => {
  test('has no workflow until the first step: code 1, which the app reads as not started', async ({ t, parent }) => {
    const answer = await t.call('DiabetsApprovalForm.getWorkflowStatus', {}, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 1, message: 'No workflow found for this family.' });
  });

  test('stamps every step, records who took it, and tells the family', async ({ t, parent, operator, wf: { take, statusOf, stored } }) => {
    const partner = await t.joinFamilyOf(parent);
    const times: number[] = [];
    for (const step of workflowSteps) {
      t.clock.advance(3600);
      times.push(t.clock.now());
      await take(step, step === 'start_doctor_referral' ? partner : parent);
    }
    expect((await statusOf(parent)).data).toEqual({
      current_stage: 'completed',
      is_completed: true,
      book_appointment_created_at: times[0],
      book_appointment_finished_at: times[1],
      doctor_referral_created_at: times[2],
      doctor_referral_finished_at: times[3],
      backpack_received_at: times[4],
    });
    const { audit } = await stored(parent.familyId);
    expect(audit.map((row) => [row.step, row.actor_kind, row.actor_user_id, row.at])).toEqual([
      ['book_appointment', 'parent', parent.userId, times[0]],
      ['appointment_finished', 'operator', operator.userId, times[1]],
      ['start_doctor_referral', 'parent', partner.userId, times[2]],
      ['referral_finished', 'operator', operator.userId, times[3]],
      ['confirm_backpack', 'parent', parent.userId, times[4]],
    ]);
    const titles = async (who: Parent) =>
      (await t.call('ParentNotification.list', { messageType: 'consultation' }, who.token)).body.data.data.map(
        (n: { title: string }) => n.title,
      );
    // The parent who took a step is not told about it; clinic steps reach every parent.
    expect(await titles(parent)).toEqual(['Referral completed', 'Doctor referral requested', 'Appointment completed']);
    expect(await titles(partner)).toEqual([
      'Backpack received',
      'Referral completed',
      'Appointment completed',
      'Consultation booking started',
    ]);
  });

  test("answers the caller's own family, which every parent of it shares", async ({ t, parent, stranger, wf: { familyAt } }) => {
    const start = t.clock.now();
    const other = await familyAt('doctor_referral_pending');
    const partner = await t.joinFamilyOf(other);
    const status = {
      code: 0,
      message: 'Success',
      data: {
        current_stage: 'doctor_referral_pending',
        is_completed: false,
        book_appointment_created_at: start,
        book_appointment_finished_at: start,
        doctor_referral_created_at: start,
        doctor_referral_finished_at: null,
        backpack_received_at: null,
      },
    };
    expect((await t.call('DiabetsApprovalForm.getWorkflowStatus', {}, other.token)).body).toEqual(status);
    expect((await t.call('DiabetsApprovalForm.getWorkflowStatus', {}, partner.token)).body).toEqual(status);
    for (const outsider of [parent, stranger]) {
      expect((await t.call('DiabetsApprovalForm.getWorkflowStatus', {}, outsider.token)).body).toEqual({
        code: 1,
        message: 'No workflow found for this family.',
      });
    }
  });
});

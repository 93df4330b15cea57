import { describe, expect } from '../../test/fixture.js';
import { test } from '../../test/workflow.js';

describe('DiabetsApprovalForm.checkNotifications', () => {
  test('reminds the family of the step due now', async ({ t, wf: { familyAt } }) => {
    const parent = await familyAt('ready_for_doctor_referral');
    const answer = await t.call('DiabetsApprovalForm.checkNotifications', {}, parent.token);
    expect(answer.body).toMatchObject({
      code: 0,
      data: { pending: [{ step: 'start_doctor_referral', stage: 'ready_for_doctor_referral', title: 'Request the doctor referral' }] },
    });
    const zh = await t.call('DiabetsApprovalForm.checkNotifications', {}, parent.token, { 'accept-language': 'zh' });
    expect(zh.body.data.pending[0].title).toBe('申请医生转诊');
    const waiting = await familyAt('book_appointment_pending');
    expect((await t.call('DiabetsApprovalForm.checkNotifications', {}, waiting.token)).body.data).toEqual({ pending: [] });
    const fresh = await t.newParent();
    expect((await t.call('DiabetsApprovalForm.checkNotifications', {}, fresh.token)).body.data).toEqual({ pending: [] });
  });

  test('asks for the backpack confirmation once the referral is finished, since the stage began', async ({ t, wf: { take, familyAt } }) => {
    const parent = await familyAt('doctor_referral_pending');
    t.clock.advance(600);
    const since = t.clock.now();
    await take('referral_finished', parent);
    t.clock.advance(600);
    const answer = await t.call('DiabetsApprovalForm.checkNotifications', {}, parent.token);
    expect(answer.body).toEqual({
      code: 0,
      message: 'Success',
      data: {
        pending: [
          {
            step: 'confirm_backpack',
            stage: 'ready_for_backpack_confirmation',
            since,
            title: 'Confirm your supplies backpack',
            body: 'Your referral is complete and the backpack is on its way. Confirm it when it arrives.',
          },
        ],
      },
    });
    await take('confirm_backpack', parent);
    expect((await t.call('DiabetsApprovalForm.checkNotifications', {}, parent.token)).body.data).toEqual({ pending: [] });
  });

  test('reminds only the family whose step is due', async ({ t, stranger, wf: { familyAt } }) => {
    const parent = await familyAt('ready_for_doctor_referral');
    expect((await t.call('DiabetsApprovalForm.checkNotifications', {}, parent.token)).body.data.pending).toHaveLength(1);
    expect((await t.call('DiabetsApprovalForm.checkNotifications', {}, stranger.token)).body.data).toEqual({ pending: [] });
  });
});

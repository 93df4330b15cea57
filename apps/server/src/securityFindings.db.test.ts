/**
 * The findings of the black-box probe (issue 11), one describe each, through the real gateway. Each
 * of these failed on the code before its fix.
 */
import { describe, expect, test } from './test/fixture.js';
import { expectInvalid } from './test/walls.js';

describe('operator addresses are what they claim', () => {
  test('addresses a browser opens on another site are refused and nothing is saved', async ({ t, operator }) => {
    for (const address of ['//evil.example/phish', '/\\evil.example', 'https:evil.example', 'http://clinic.example/book']) {
      const answer = await expectInvalid(t, () => t.call('OperatorConsultationHandler.saveUrls', { doctor_referral_url: address }, operator.token), 'doctor_referral_url');
      expect(answer.body.errors[0].message).toBe('Enter a web address starting with https:// (or a path in this app starting with /), or leave it empty');
    }
    const saved = await t.call('OperatorConsultationHandler.saveUrls', { doctor_referral_url: 'https://clinic.example/referral', ceo_intro_url: '/media/ceo-intro.mp4' }, operator.token);
    expect(saved.status).toBe(200);
    expect((await t.call('DiabetsApprovalForm.getURLs', {}, operator.token)).body.data.doctor_referral_url).toBe('https://clinic.example/referral');
  });
});

describe('names are text, not control codes', () => {
  const controlled = ['Mom\u202Egnp.exe', 'Ann\u0000', 'Bell\u0007y', 'Rae\u2066l'];

  test('a child name, a real name and a task name with control or direction characters are refused and change nothing', async ({ t, parent }) => {
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Yu' }, parent.token)).body.data.user_id;
    for (const name of controlled) {
      await expectInvalid(t, () => t.call('ParentInviteHandler.create_child', { child_name: name }, parent.token), 'child_name');
      await expectInvalid(t, () => t.call('ParentFamilyHandler.update_child_real_name', { child_id: child, real_name: name }, parent.token), 'real_name');
      await expectInvalid(t, () => t.call('ParentFamilyHandler.update_parent_real_name', { parent_id: parent.userId, real_name: name }, parent.token), 'real_name');
      await expectInvalid(t, () => t.call('ParentFamilyHandler.add_member_invitation', { invitee_email: 'kid@example.com', role: 'child', child_name: name }, parent.token), 'child_name');
      await expectInvalid(
        t,
        () => t.call('GmsInfluenceApi.parentCreateTask', { name, desc: '', content: '', type: '4', start_time: t.clock.now(), end_time: t.clock.now() + 3600, goal_category: '2', loop_type: 0 }, parent.token),
        'name',
      );
    }
    const answer = await t.call('ParentInviteHandler.create_child', { child_name: 'Bell\u0007y' }, parent.token);
    expect(answer.body.errors).toEqual([{ field: 'child_name', message: 'Remove the control or text-direction characters from this text' }]);
  });

  test('names in any script still pass', async ({ t, parent }) => {
    for (const name of ['小明', 'Zoë', 'Ōtani Sho']) {
      expect((await t.call('ParentInviteHandler.create_child', { child_name: name }, parent.token)).body.data.real_name).toBe(name);
    }
  });
});

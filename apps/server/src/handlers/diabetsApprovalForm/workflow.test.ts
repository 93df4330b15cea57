import { workflowStages, workflowSteps, type WorkflowStage, type WorkflowStep } from '@t1d/contract';
import { describe, expect, test as base } from '../../test/fixture.js';
import type { GatewayAnswer, Parent } from '../../test/testApp.js';

/** Each step's command, and whether the parent or the clinic (an operator) takes it. */
const stepCommand = {
  book_appointment: 'DiabetsApprovalForm.createApplication',
  appointment_finished: 'OperatorConsultationHandler.markAppointmentFinished',
  start_doctor_referral: 'DiabetsApprovalForm.startDoctorReferral',
  referral_finished: 'OperatorConsultationHandler.markReferralFinished',
  confirm_backpack: 'DiabetsApprovalForm.confirmBackpackReceived',
} as const;

const test = base.extend<{ wf: { take: (step: WorkflowStep, parent: Parent) => Promise<GatewayAnswer>; statusOf: (parent: Parent) => Promise<Record<string, any>>; stored: (familyId: number) => Promise<{ workflow: Record<string, any> | undefined; audit: any[] }>; familyAt: (stage: WorkflowStage) => Promise<Parent> } }>({
  wf: async ({ t, operator }, use) => {
    const take = (step: WorkflowStep, parent: Parent) => {
      const cmd = stepCommand[step];
      return cmd.startsWith('Operator')
        ? t.call(cmd as 'OperatorConsultationHandler.markAppointmentFinished', { family_id: parent.familyId }, operator.token)
        : t.call(cmd as 'DiabetsApprovalForm.createApplication', {}, parent.token);
    };
    const statusOf = async (parent: Parent) => (await t.call('DiabetsApprovalForm.getWorkflowStatus', {}, parent.token)).body;
    const stored = async (familyId: number) => ({
      workflow: await t.database.db.selectFrom('consultation_workflows').selectAll().where('family_id', '=', familyId).executeTakeFirst(),
      audit: await t.database.db.selectFrom('consultation_audit').selectAll().where('family_id', '=', familyId).orderBy('id').execute(),
    });

    /** A new family brought to `stage` through the real commands. */
    async function familyAt(stage: WorkflowStage): Promise<Parent> {
      const parent = await t.newParent();
      for (const step of workflowSteps.slice(0, workflowStages.indexOf(stage))) {
        expect((await take(step, parent)).body.code).toBe(0);
      }
      return parent;
    }

    await use({ take, statusOf, stored, familyAt });
  },
});

describe('the paid-consultation workflow', () => {
  test('has no workflow until the first step: code 1, which the app reads as not started', async ({ t, parent }) => {
    const answer = await t.call('DiabetsApprovalForm.getWorkflowStatus', {}, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 1, message: 'No workflow found for this family.' });
  });

  describe('the full transition table', () => {
    for (const stage of workflowStages) {
      for (const step of workflowSteps) {
        const fromIndex = workflowStages.indexOf(stage);
        const stepIndex = workflowSteps.indexOf(step);
        const outcome = stepIndex === fromIndex ? 'moves on' : stepIndex < fromIndex ? 'was already taken' : 'is refused';
        test(`at ${stage}, ${step} ${outcome}`, async ({ t, wf: { take, stored, familyAt } }) => {
          const parent = await familyAt(stage);
          const before = await stored(parent.familyId);
          t.clock.advance(60);
          const answer = await take(step, parent);
          const after = await stored(parent.familyId);
          if (outcome === 'is refused') {
            expect(answer.status).toBe(409);
            expect(answer.body).toMatchObject({ code: 2 });
            expect(answer.body.message).toMatch(/\.$/);
            expect(after).toEqual(before);
          } else if (outcome === 'was already taken') {
            expect(answer.status).toBe(200);
            expect(answer.body).toMatchObject({ code: 0, message: 'Success', data: { current_stage: stage } });
            expect(after).toEqual(before);
          } else {
            const next = workflowStages[fromIndex + 1]!;
            expect(answer.status).toBe(200);
            expect(answer.body).toMatchObject({ code: 0, message: 'Success', data: { current_stage: next, is_completed: next === 'completed' } });
            expect(after.workflow?.stage).toBe(next);
            expect(after.audit).toHaveLength(before.audit.length + 1);
            expect(after.audit.at(-1)).toMatchObject({ step, from_stage: stage, to_stage: next, at: t.clock.now() });
          }
        });
      }
    }
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
      (await t.call('ParentNotification.list', { messageType: 'consultation' }, who.token)).body.data.data.map((n: { title: string }) => n.title);
    // The parent who took a step is not told about it; clinic steps reach every parent.
    expect(await titles(parent)).toEqual(['Referral completed', 'Doctor referral requested', 'Appointment completed']);
    expect(await titles(partner)).toEqual(['Backpack received', 'Referral completed', 'Appointment completed', 'Consultation booking started']);
  });

  test('leaves one transition in the audit trail when the same step arrives many times at once', async ({ t, parent, wf: { take, stored } }) => {
    const partner = await t.joinFamilyOf(parent);
    const burst = (step: WorkflowStep) => Promise.all(Array.from({ length: 12 }, (_, i) => take(step, i % 2 ? parent : partner)));
    for (const step of workflowSteps) {
      const answers = await burst(step);
      expect(answers.map((answer) => answer.body.code)).toEqual(Array(12).fill(0));
    }
    const { workflow, audit } = await stored(parent.familyId);
    expect(workflow?.stage).toBe('completed');
    expect(audit.map((row) => row.step)).toEqual([...workflowSteps]);
    const told = await t.call('ParentNotification.list', { messageType: 'consultation' }, partner.token);
    expect(told.body.data.total).toBeLessThanOrEqual(5);
  });

  test('reminds the family of the step due now', async ({ t, wf: { familyAt } }) => {
    const parent = await familyAt('ready_for_doctor_referral');
    const answer = await t.call('DiabetsApprovalForm.checkNotifications', {}, parent.token);
    expect(answer.body).toMatchObject({ code: 0, data: { pending: [{ step: 'start_doctor_referral', stage: 'ready_for_doctor_referral', title: 'Request the doctor referral' }] } });
    const zh = await t.call('DiabetsApprovalForm.checkNotifications', {}, parent.token, { 'accept-language': 'zh' });
    expect(zh.body.data.pending[0].title).toBe('申请医生转诊');
    const waiting = await familyAt('book_appointment_pending');
    expect((await t.call('DiabetsApprovalForm.checkNotifications', {}, waiting.token)).body.data).toEqual({ pending: [] });
    const fresh = await t.newParent();
    expect((await t.call('DiabetsApprovalForm.checkNotifications', {}, fresh.token)).body.data).toEqual({ pending: [] });
  });

  test('gives the clinic desk its queue, the longest waiting first, and keeps it to operators', async ({ t, operator, wf: { statusOf, familyAt } }) => {
    const first = await familyAt('doctor_referral_pending');
    t.clock.advance(10);
    const second = await familyAt('book_appointment_pending');
    await familyAt('ready_for_doctor_referral');
    const queue = (await t.call('OperatorConsultationHandler.list', { per_page: 100 }, operator.token)).body.data;
    const mine = queue.list.filter((row: { family_id: number }) => [first.familyId, second.familyId].includes(row.family_id));
    expect(mine.map((row: Record<string, unknown>) => [row.family_id, row.waiting_for])).toEqual([
      [first.familyId, 'referral_finished'],
      [second.familyId, 'appointment_finished'],
    ]);
    expect(queue.list.every((row: { waiting_for: string | null }) => row.waiting_for !== null)).toBe(true);
    const since = queue.list.map((row: { since: number }) => row.since);
    expect(since).toEqual([...since].sort((a, b) => a - b));
    const all = (await t.call('OperatorConsultationHandler.list', { waiting_only: false, stage: 'ready_for_doctor_referral' }, operator.token)).body.data;
    expect(all.list.every((row: { stage: string; waiting_for: null }) => row.stage === 'ready_for_doctor_referral' && row.waiting_for === null)).toBe(true);

    const parentTries = await t.call('OperatorConsultationHandler.markAppointmentFinished', { family_id: second.familyId }, second.token);
    expect(parentTries.status).toBe(403);
    expect(parentTries.body).toEqual({ code: 403, msg: 'Operator role required', reason: 'operator_required' });
    expect((await t.call('OperatorConsultationHandler.list', {}, second.token)).status).toBe(403);
    expect((await statusOf(second)).data.current_stage).toBe('book_appointment_pending');
    const unknown = await t.call('OperatorConsultationHandler.markAppointmentFinished', { family_id: 999_999_999 }, operator.token);
    expect(unknown.status).toBe(404);
  });

  test("moves only the caller's own family", async ({ t, wf: { statusOf, familyAt } }) => {
    const a = await familyAt('ready_for_doctor_referral');
    const b = await t.newParent();
    const refused = await t.call('DiabetsApprovalForm.startDoctorReferral', {}, b.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 2, message: 'The doctor referral can start once the appointment is finished.', reason: 'workflow_out_of_order' });
    expect((await statusOf(a)).data.current_stage).toBe('ready_for_doctor_referral');
    expect((await statusOf(b)).code).toBe(1);
  });

  test('reads its web addresses from operator settings, with the deployment defaults', async ({ t, parent, operator }) => {
    const urls = async () => (await t.call('DiabetsApprovalForm.getURLs', {}, parent.token)).body;
    expect(await urls()).toEqual({
      code: 0,
      message: 'Success',
      data: { book_appointment_paid_url: '', doctor_referral_url: '', parent_lesson_plans_url: '', ceo_intro_url: '/media/ceo-intro.mp4' },
    });
    const saved = await t.call('OperatorConsultationHandler.saveUrls', { book_appointment_paid_url: ' https://clinic.example.org/book ', doctor_referral_url: 'https://clinic.example.org/referral' }, operator.token);
    expect(saved.body.data.book_appointment_paid_url).toBe('https://clinic.example.org/book');
    expect((await urls()).data).toMatchObject({ book_appointment_paid_url: 'https://clinic.example.org/book', doctor_referral_url: 'https://clinic.example.org/referral' });

    const bad = await t.call('OperatorConsultationHandler.saveUrls', { book_appointment_paid_url: 'javascript:alert(1)' }, operator.token);
    expect(bad.status).toBe(400);
    expect((await urls()).data.book_appointment_paid_url).toBe('https://clinic.example.org/book');
    await t.call('OperatorConsultationHandler.saveUrls', { book_appointment_paid_url: '', doctor_referral_url: '' }, operator.token);
    expect((await urls()).data.book_appointment_paid_url).toBe('');
    expect((await t.call('OperatorConsultationHandler.saveUrls', {}, parent.token)).status).toBe(403);
  });
});

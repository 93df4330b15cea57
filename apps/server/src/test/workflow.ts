import { workflowStages, workflowSteps, type WorkflowStage, type WorkflowStep } from '@t1d/contract';
import { expect, test as base } from './fixture.js';
import type { GatewayAnswer, Parent } from './testApp.js';

/** Each step's command, and whether the parent or the clinic (an operator) takes it. */
export const stepCommand = {
  book_appointment: 'DiabetsApprovalForm.createApplication',
  appointment_finished: 'OperatorConsultationHandler.markAppointmentFinished',
  start_doctor_referral: 'DiabetsApprovalForm.startDoctorReferral',
  referral_finished: 'OperatorConsultationHandler.markReferralFinished',
  confirm_backpack: 'DiabetsApprovalForm.confirmBackpackReceived',
} as const;

export interface Workflow {
  /** Takes `step` for `parent`'s family: the parent's own command, or the operator's for a clinic step. */
  take: (step: WorkflowStep, parent: Parent) => Promise<GatewayAnswer>;
  /** The getWorkflowStatus answer body of `parent`'s family. */
  statusOf: (parent: Parent) => Promise<Record<string, any>>;
  /** The family's stored workflow row and audit trail. */
  stored: (familyId: number) => Promise<{ workflow: Record<string, any> | undefined; audit: any[] }>;
  /** A new family brought to `stage` through the real commands. */
  familyAt: (stage: WorkflowStage) => Promise<Parent>;
  /** The family's consultation notifications, every parent's, oldest first. */
  told: (familyId: number) => Promise<{ user_id: number; text_key: string }[]>;
}

/** The fixtures, and `wf`: the consultation workflow of `t`, taken through the real commands. */
export const test = base.extend<{ wf: Workflow }>({
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
    const told = (familyId: number) =>
      t.database.db
        .selectFrom('notifications')
        .select(['user_id', 'text_key'])
        .where('family_id', '=', familyId)
        .where('message_type', '=', 'consultation')
        .orderBy('id')
        .execute();

    async function familyAt(stage: WorkflowStage): Promise<Parent> {
      const parent = await t.newParent();
      for (const step of workflowSteps.slice(0, workflowStages.indexOf(stage))) {
        expect((await take(step, parent)).body.code).toBe(0);
      }
      return parent;
    }

    await use({ take, statusOf, stored, familyAt, told });
  },
});

/**
 * The step's column of the full transition table, one test per stage: from its own stage the step
 * moves the family on, from a later stage it was already taken (and changes nothing), from an earlier
 * one it is refused with `tooEarly` (and changes nothing).
 */
export function transitionsOf(step: WorkflowStep, tooEarly: string) {
  for (const stage of workflowStages) {
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
        expect(answer.body).toEqual({ code: 2, message: tooEarly, reason: 'workflow_out_of_order' });
        expect(after).toEqual(before);
      } else if (outcome === 'was already taken') {
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ code: 0, message: 'Success', data: { current_stage: stage } });
        expect(after).toEqual(before);
      } else {
        const next = workflowStages[fromIndex + 1]!;
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({
          code: 0,
          message: 'Success',
          data: { current_stage: next, is_completed: next === 'completed' },
        });
        expect(after.workflow?.stage).toBe(next);
        expect(after.audit).toHaveLength(before.audit.length + 1);
        expect(after.audit.at(-1)).toMatchObject({ step, from_stage: stage, to_stage: next, at: t.clock.now() });
      }
    });
  }
}

/**
 * The same step arriving many times at once, from both parents of a family at the step's stage:
 * every answer is a success, the audit trail has one transition, and the family is told once (a
 * parent's step is not told to the parent who took it; a clinic step reaches both parents).
 */
export function onceUnderBurst(step: WorkflowStep) {
  test(`leaves one ${step} transition in the audit trail when it arrives many times at once`, async ({
    t,
    wf: { take, stored, familyAt, told },
  }) => {
    const stage = workflowStages[workflowSteps.indexOf(step)]!;
    const next = workflowStages[workflowSteps.indexOf(step) + 1]!;
    const parent = await familyAt(stage);
    const partner = await t.joinFamilyOf(parent);
    const before = await stored(parent.familyId);
    const toldBefore = (await told(parent.familyId)).length;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => take(step, i % 2 ? parent : partner)));
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(12).fill(0));
    expect(answers.map((answer) => answer.body.data.current_stage)).toEqual(Array(12).fill(next));
    const { workflow, audit } = await stored(parent.familyId);
    expect(workflow?.stage).toBe(next);
    expect(audit.slice(before.audit.length).map((row) => row.step)).toEqual([step]);
    const news = (await told(parent.familyId)).slice(toldBefore);
    expect(news.map((row) => row.text_key)).toEqual(Array(stepCommand[step].startsWith('Operator') ? 2 : 1).fill(`consultation_${step}`));
  });
}

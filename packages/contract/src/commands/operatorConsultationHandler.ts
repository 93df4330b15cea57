import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds, id, pageFields, pageTotals, webAddressField } from '../fields.js';
import { familyContactRequest } from './contactShapes.js';
import { diabetesUrls, workflowStage, workflowStages, workflowStatus, type WorkflowStage } from './diabetsApprovalForm.js';
import { staleRedFlagFamily } from './redFlagLifecycle.js';

/** A family's consultation as the clinic desk sees it. */
export const consultationCase = z.object({
  family_id: id,
  /** The family's code, as parents and the clinic say it on the phone. */
  family_code: z.string(),
  /** The parents' names (or e-mail addresses when no name is set). */
  parents: z.array(z.string()),
  stage: workflowStage,
  /** When the family reached its current stage. */
  since: epochSeconds,
  /** The clinic step the family waits for, if any. */
  waiting_for: z.nullable(z.enum(['appointment_finished', 'referral_finished'])),
  /** The family asked the clinic to contact it and left its details (shown one family at a time, logged). */
  contact_requested: z.boolean(),
});
export type ConsultationCase = z.infer<typeof consultationCase>;

/** The stages of a family that has a workflow: every one but not_started. */
const startedStages = workflowStages.filter((stage): stage is Exclude<WorkflowStage, 'not_started'> => stage !== 'not_started');

const clinicStep = command({
  access: 'operator',
  effect: 'write',
  envelope: 'workflow',
  input: z.object({ family_id: id }),
  output: workflowStatus,
});

export const operatorConsultationHandler = {
  /** Families with a workflow, oldest in their stage first; by default those waiting for the clinic. */
  'OperatorConsultationHandler.list': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({
      stage: z.optional(z.enum(startedStages)),
      waiting_only: z._default(z.boolean(), true),
      ...pageFields(20),
    }),
    output: z.object({ list: z.array(consultationCase), ...pageTotals }),
  }),
  /** Families with red flags open (not handled) for more than three days, the longest open first. */
  'OperatorConsultationHandler.listStaleRedFlags': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ ...pageFields(20) }),
    output: z.object({ list: z.array(staleRedFlagFamily), ...pageTotals }),
  }),
  /**
   * One family's contact details, for the clinic to call back (ADR 0039). A write because each view is
   * written to the audit log with the operator and the family; a family without details is not found.
   */
  'OperatorConsultationHandler.viewContactRequest': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ family_id: id }),
    output: familyContactRequest,
  }),
  /** The clinic finished the appointment: book_appointment_pending → ready_for_doctor_referral. */
  'OperatorConsultationHandler.markAppointmentFinished': clinicStep,
  /** The clinic finished the referral: doctor_referral_pending → ready_for_backpack_confirmation. */
  'OperatorConsultationHandler.markReferralFinished': clinicStep,
  'OperatorConsultationHandler.getUrls': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: diabetesUrls,
  }),
  /** Sets the workflow's web addresses; an empty one falls back to the deployment's default. */
  'OperatorConsultationHandler.saveUrls': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({
      book_appointment_paid_url: z.optional(webAddressField),
      doctor_referral_url: z.optional(webAddressField),
      parent_lesson_plans_url: z.optional(webAddressField),
      ceo_intro_url: z.optional(webAddressField),
    }),
    output: diabetesUrls,
  }),
};

import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds } from '../fields.js';
import { contactRequest, contactRequestInput } from './contactShapes.js';

/** The paid-consultation workflow's stages, in order (ADR 0009). */
export const workflowStages = [
  'not_started',
  'book_appointment_pending',
  'ready_for_doctor_referral',
  'doctor_referral_pending',
  'ready_for_backpack_confirmation',
  'completed',
] as const;
export const workflowStage = z.enum(workflowStages);
export type WorkflowStage = z.infer<typeof workflowStage>;

/** The five steps that move a family through the stages; parents take three, the clinic two. */
export const workflowSteps = [
  'book_appointment',
  'appointment_finished',
  'start_doctor_referral',
  'referral_finished',
  'confirm_backpack',
] as const;
export const workflowStep = z.enum(workflowSteps);
export type WorkflowStep = z.infer<typeof workflowStep>;

const stamp = z.nullable(epochSeconds);
export const workflowStatus = z.object({
  current_stage: workflowStage,
  is_completed: z.boolean(),
  book_appointment_created_at: stamp,
  book_appointment_finished_at: stamp,
  doctor_referral_created_at: stamp,
  doctor_referral_finished_at: stamp,
  backpack_received_at: stamp,
});
export type WorkflowStatus = z.infer<typeof workflowStatus>;

export const diabetesUrls = z.object({
  book_appointment_paid_url: z.string(),
  doctor_referral_url: z.string(),
  parent_lesson_plans_url: z.string(),
  ceo_intro_url: z.string(),
});
export type DiabetesUrls = z.infer<typeof diabetesUrls>;

/** What the consultation costs a family: `price` in `currency` (ISO 4217); 0 is free. */
export const consultationOffer = z.object({ price: z.number().check(z.nonnegative()), currency: z.string() });
export type ConsultationOffer = z.infer<typeof consultationOffer>;

/** A step the family is expected to take now, in the reader's language. */
export const workflowReminder = z.object({
  step: workflowStep,
  stage: workflowStage,
  /** When the family reached the stage that makes the step due. */
  since: epochSeconds,
  title: z.string(),
  body: z.string(),
});
export type WorkflowReminder = z.infer<typeof workflowReminder>;

const parentStep = command({ access: 'parent', effect: 'write', envelope: 'workflow', input: z.object({}), output: workflowStatus });

export const diabetsApprovalForm = {
  /** Records that the family started booking: the workflow begins at book_appointment_pending. */
  'DiabetsApprovalForm.createApplication': parentStep,
  /** The family's workflow; null (on the wire `noWorkflowFound`, HTTP 200) while the family has none. */
  'DiabetsApprovalForm.getWorkflowStatus': command({
    access: 'parent',
    effect: 'read',
    envelope: 'workflowOptional',
    input: z.object({}),
    output: z.nullable(workflowStatus),
  }),
  /** Public: the splash tells visitors whether the consultation is free or what it costs. */
  'DiabetsApprovalForm.getConsultationOffer': command({
    access: 'public',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: consultationOffer,
  }),
  'DiabetsApprovalForm.getURLs': command({
    access: 'parent',
    effect: 'read',
    envelope: 'workflow',
    input: z.object({}),
    output: diabetesUrls,
  }),
  'DiabetsApprovalForm.checkNotifications': command({
    access: 'parent',
    effect: 'read',
    envelope: 'workflow',
    input: z.object({}),
    output: z.object({ pending: z.array(workflowReminder) }),
  }),
  /**
   * 'Ask the Clinic to Contact Me' (no booking page, ADR 0039): stores how the clinic may reach the
   * family, with the parent's consent, and records the start of booking in the same transaction; a
   * family that already asked replaces its details, and its workflow stays where it is.
   */
  'DiabetsApprovalForm.requestContact': command({
    access: 'parent',
    effect: 'write',
    envelope: 'workflow',
    input: contactRequestInput,
    output: workflowStatus,
  }),
  /** The contact details the family gave the clinic; null while it has given none. */
  'DiabetsApprovalForm.getContactRequest': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.nullable(contactRequest),
  }),
  'DiabetsApprovalForm.startDoctorReferral': parentStep,
  'DiabetsApprovalForm.confirmBackpackReceived': parentStep,
};

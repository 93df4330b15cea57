// The consultation: each family's workflow, its audit trail, and how the clinic may call back (ADR 0009, ADR 0039).
import type { Generated } from 'kysely';
import type { PreferredTime, WorkflowStage, WorkflowStep } from '@t1d/contract';
import type { Epoch } from './schema.js';

/** A family's paid-consultation workflow (ADR 0009). */
export interface ConsultationWorkflowsTable {
  family_id: number;
  stage: WorkflowStage;
  /** When the family reached its current stage: the clinic desk serves the longest waiting first. */
  stage_since: Epoch;
  book_appointment_created_at: Epoch | null;
  book_appointment_finished_at: Epoch | null;
  doctor_referral_created_at: Epoch | null;
  doctor_referral_finished_at: Epoch | null;
  backpack_received_at: Epoch | null;
  /** The last reminder of a step waiting on the family (domain/workflowReminders.ts). */
  reminded_at: Epoch | null;
  /** Reminders sent since the stage of `reminded_at` began. */
  reminders_sent: number;
}

export interface ConsultationAuditTable {
  id: Generated<number>;
  family_id: number;
  step: WorkflowStep;
  from_stage: WorkflowStage;
  to_stage: WorkflowStage;
  /** Null when the account is gone, or for the game integration. */
  actor_user_id: number | null;
  actor_kind: 'parent' | 'operator' | 'integration';
  at: Epoch;
}

/** How the clinic may reach a family that asked it to get in touch (ADR 0039): one row per family. */
export interface ConsultationContactsTable {
  family_id: number;
  phone: string | null;
  email: string | null;
  preferred_time: PreferredTime;
  /** The parent who last gave the details; null once that account is gone. */
  user_id: number | null;
  /** The consent the parent agreed to, as worded when they read it, and in which language. */
  consent_text: string;
  consent_language: 'en' | 'zh';
  consent_at: Epoch;
  requested_at: Epoch;
  updated_at: Epoch;
}

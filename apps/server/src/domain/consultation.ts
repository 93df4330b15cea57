import { workflowStages, type WorkflowStage, type WorkflowStep } from '@t1d/contract';

export type StampColumn =
  | 'book_appointment_created_at'
  | 'book_appointment_finished_at'
  | 'doctor_referral_created_at'
  | 'doctor_referral_finished_at'
  | 'backpack_received_at';

export interface StepRule {
  from: WorkflowStage;
  to: WorkflowStage;
  /** The time the step stamps on the workflow. */
  stamp: StampColumn;
  by: 'parent' | 'clinic';
  /** Why the step cannot be taken yet (the workflow envelope's message on a 409). */
  tooEarly: string;
}

/** The workflow's state machine (ADR 0009): each step moves one stage forward, and only from its stage. */
export const stepRules: Record<WorkflowStep, StepRule> = {
  book_appointment: {
    from: 'not_started',
    to: 'book_appointment_pending',
    stamp: 'book_appointment_created_at',
    by: 'parent',
    tooEarly: 'The appointment booking has already started.',
  },
  appointment_finished: {
    from: 'book_appointment_pending',
    to: 'ready_for_doctor_referral',
    stamp: 'book_appointment_finished_at',
    by: 'clinic',
    tooEarly: 'This family has not booked an appointment yet.',
  },
  start_doctor_referral: {
    from: 'ready_for_doctor_referral',
    to: 'doctor_referral_pending',
    stamp: 'doctor_referral_created_at',
    by: 'parent',
    tooEarly: 'The doctor referral can start once the appointment is finished.',
  },
  referral_finished: {
    from: 'doctor_referral_pending',
    to: 'ready_for_backpack_confirmation',
    stamp: 'doctor_referral_finished_at',
    by: 'clinic',
    tooEarly: 'This family has not requested the doctor referral yet.',
  },
  confirm_backpack: {
    from: 'ready_for_backpack_confirmation',
    to: 'completed',
    stamp: 'backpack_received_at',
    by: 'parent',
    tooEarly: 'The backpack can be confirmed once the doctor referral is finished.',
  },
};

export type StepJudgement = { kind: 'apply'; rule: StepRule } | { kind: 'already' } | { kind: 'refuse'; message: string };

const order = (stage: WorkflowStage) => workflowStages.indexOf(stage);

/**
 * Whether `step` may be taken at `stage`: from its own stage it applies; once the workflow has reached
 * or passed the step's target it was already taken (repeating is harmless); before its stage it is
 * out of order and refused.
 */
export function judgeStep(stage: WorkflowStage, step: WorkflowStep): StepJudgement {
  const rule = stepRules[step];
  if (stage === rule.from) return { kind: 'apply', rule };
  if (order(stage) >= order(rule.to)) return { kind: 'already' };
  return { kind: 'refuse', message: rule.tooEarly };
}

/** The clinic step a stage waits for, if any. */
export function clinicStepAwaited(stage: WorkflowStage): 'appointment_finished' | 'referral_finished' | null {
  if (stage === 'book_appointment_pending') return 'appointment_finished';
  if (stage === 'doctor_referral_pending') return 'referral_finished';
  return null;
}

/** The parent step a stage makes due, if any. */
export function parentStepDue(stage: WorkflowStage): 'start_doctor_referral' | 'confirm_backpack' | null {
  if (stage === 'ready_for_doctor_referral') return 'start_doctor_referral';
  if (stage === 'ready_for_backpack_confirmation') return 'confirm_backpack';
  return null;
}

import type { WorkflowStage, WorkflowStatus } from '@t1d/contract';
import { workflowPaths, type WorkflowPath } from './workflow';

/** The home timeline's three steps, in order. */
const timelineStepIds = ['book', 'referral', 'backpack'] as const;
export type TimelineStepId = (typeof timelineStepIds)[number];

/** notStarted: the family's first step before anything was done (a new family has not begun booking). */
export type TimelineStepStatus = 'completed' | 'inProgress' | 'notStarted' | 'pending';

export interface TimelineStep {
  id: TimelineStepId;
  status: TimelineStepStatus;
  /** Only when every earlier step is complete (and this one is not). */
  actionable: boolean;
  /** The page of the step. */
  path: WorkflowPath;
}

/** not_started and book_appointment_pending map to step 1, the referral stages to 2, the backpack stage to 3; completed is past all. */
const activeIndex: Record<WorkflowStage, number> = {
  not_started: 0,
  book_appointment_pending: 0,
  ready_for_doctor_referral: 1,
  doctor_referral_pending: 1,
  ready_for_backpack_confirmation: 2,
  completed: 3,
};

const stepPaths: Record<TimelineStepId, WorkflowPath> = {
  book: workflowPaths.appointment,
  referral: workflowPaths.referral,
  backpack: workflowPaths.backpack,
};

/** The three steps with their status: Completed, In Progress, Not started (nothing done yet) or Pending. */
export function workflowTimeline(status: WorkflowStatus): TimelineStep[] {
  const active = activeIndex[status.current_stage];
  const done = [
    // Book Appointment is done when the clinic set its finished time (or the family is past it).
    status.book_appointment_finished_at !== null || active > 0,
    active > 1,
    active > 2,
  ];
  return timelineStepIds.map((id, index) => {
    const completed = done[index] ?? false;
    return {
      id,
      status: completed ? 'completed' : index !== active ? 'pending' : status.current_stage === 'not_started' ? 'notStarted' : 'inProgress',
      actionable: !completed && done.slice(0, index).every(Boolean),
      path: stepPaths[id],
    };
  });
}

/**
 * The stage's title key ('Book free consultation', 'Appointment Scheduled', ...), told true by
 * what the deployment offers (ADR 0015): the first stage names the price when the consultation is
 * paid; a booking counts as scheduled only when there is a booking page to schedule on, otherwise
 * the family has asked the clinic to get in touch.
 */
export function stageTitleKey(stage: WorkflowStage, offer: { paid: boolean | null; bookingPage: boolean }) {
  // Until the price is known the title claims neither free nor paid.
  if (stage === 'not_started')
    return offer.paid === null ? 'stageTitle.not_started_neutral' : offer.paid ? 'stageTitle.not_started_paid' : 'stageTitle.not_started';
  if (stage === 'book_appointment_pending' && !offer.bookingPage) return 'stageTitle.book_appointment_requested';
  return `stageTitle.${stage}` as const;
}

/** The step a workflow page is about. */
export function timelineStepOf(steps: TimelineStep[], id: TimelineStepId): TimelineStep {
  return steps.find((step) => step.id === id) ?? { id, status: 'pending', actionable: false, path: stepPaths[id] };
}

/**
 * What the parent can do about the current stage:
 * - book: start booking (not_started);
 * - booked: booking started, the clinic has to finish the appointment;
 * - requestReferral / referralRequested: the referral, before and after the parent asked for it;
 * - confirmBackpack: the backpack arrived;
 * - done: nothing left.
 */
type ParentAction = 'book' | 'booked' | 'requestReferral' | 'referralRequested' | 'confirmBackpack' | 'done';

export const parentActions: Record<WorkflowStage, ParentAction> = {
  not_started: 'book',
  book_appointment_pending: 'booked',
  ready_for_doctor_referral: 'requestReferral',
  doctor_referral_pending: 'referralRequested',
  ready_for_backpack_confirmation: 'confirmBackpack',
  completed: 'done',
};

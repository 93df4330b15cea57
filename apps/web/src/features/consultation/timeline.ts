import type { WorkflowStage, WorkflowStatus } from '@t1d/contract';
import { workflowPaths, type WorkflowPath } from './workflow';

/** The home timeline's three steps (spec section 4), in order. */
const timelineStepIds = ['book', 'referral', 'backpack'] as const;
export type TimelineStepId = (typeof timelineStepIds)[number];

export type TimelineStepStatus = 'completed' | 'inProgress' | 'pending';

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

/** The three steps with their status: Completed, In Progress or Pending. */
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
      status: completed ? 'completed' : index === active ? 'inProgress' : 'pending',
      actionable: !completed && done.slice(0, index).every(Boolean),
      path: stepPaths[id],
    };
  });
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
export type ParentAction = 'book' | 'booked' | 'requestReferral' | 'referralRequested' | 'confirmBackpack' | 'done';

export const parentActions: Record<WorkflowStage, ParentAction> = {
  not_started: 'book',
  book_appointment_pending: 'booked',
  ready_for_doctor_referral: 'requestReferral',
  doctor_referral_pending: 'referralRequested',
  ready_for_backpack_confirmation: 'confirmBackpack',
  completed: 'done',
};

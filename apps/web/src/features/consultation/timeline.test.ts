import { workflowStages, type WorkflowStage, type WorkflowStatus } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { parentActions, stageTitleKey, workflowTimeline } from './timeline';
import { notStartedStatus } from './workflow';

const at = (stage: WorkflowStage, extra: Partial<WorkflowStatus> = {}): WorkflowStatus => ({
  ...notStartedStatus,
  current_stage: stage,
  is_completed: stage === 'completed',
  ...extra,
});

const summary = (status: WorkflowStatus) => workflowTimeline(status).map((step) => `${step.status}${step.actionable ? '*' : ''}`);

describe('the home timeline', () => {
  it('gives each stage its step statuses (* = actionable)', () => {
    expect(summary(at('not_started'))).toEqual(['notStarted*', 'pending', 'pending']);
    expect(summary(at('book_appointment_pending', { book_appointment_created_at: 10 }))).toEqual(['inProgress*', 'pending', 'pending']);
    expect(summary(at('ready_for_doctor_referral', { book_appointment_finished_at: 20 }))).toEqual(['completed', 'inProgress*', 'pending']);
    expect(summary(at('doctor_referral_pending', { book_appointment_finished_at: 20 }))).toEqual(['completed', 'inProgress*', 'pending']);
    expect(summary(at('ready_for_backpack_confirmation', { book_appointment_finished_at: 20 }))).toEqual([
      'completed',
      'completed',
      'inProgress*',
    ]);
    expect(summary(at('completed', { book_appointment_finished_at: 20 }))).toEqual(['completed', 'completed', 'completed']);
  });

  it('counts Book Appointment done when its finished time is set, which opens the next step', () => {
    expect(summary(at('book_appointment_pending', { book_appointment_finished_at: 30 }))).toEqual(['completed', 'pending*', 'pending']);
  });

  it('makes a step actionable only when every earlier step is complete', () => {
    for (const stage of workflowStages) {
      const steps = workflowTimeline(at(stage));
      steps.forEach((step, index) => {
        if (step.actionable) expect(steps.slice(0, index).every((earlier) => earlier.status === 'completed')).toBe(true);
      });
      expect(steps.filter((step) => step.actionable).length).toBeLessThanOrEqual(1);
    }
  });

  it('leads each step to its page', () => {
    expect(workflowTimeline(notStartedStatus).map((step) => step.path)).toEqual([
      '/diabetes-appointment-practitioner',
      '/doctor-referral',
      '/received-backpack',
    ]);
  });

  it('names the parent’s action for each stage', () => {
    expect(workflowStages.map((stage) => parentActions[stage])).toEqual([
      'book',
      'booked',
      'requestReferral',
      'referralRequested',
      'confirmBackpack',
      'done',
    ]);
  });
});

describe('the stage title', () => {
  it('names the price when the consultation is paid, and says free when it is', () => {
    expect(stageTitleKey('not_started', { paid: false, bookingPage: true })).toBe('stageTitle.not_started');
    expect(stageTitleKey('not_started', { paid: true, bookingPage: true })).toBe('stageTitle.not_started_paid');
    expect(stageTitleKey('not_started', { paid: null, bookingPage: true })).toBe('stageTitle.not_started_neutral');
  });

  it('calls a booking scheduled only when there is a booking page to schedule on', () => {
    expect(stageTitleKey('book_appointment_pending', { paid: false, bookingPage: true })).toBe('stageTitle.book_appointment_pending');
    expect(stageTitleKey('book_appointment_pending', { paid: false, bookingPage: false })).toBe('stageTitle.book_appointment_requested');
    expect(stageTitleKey('completed', { paid: true, bookingPage: false })).toBe('stageTitle.completed');
  });
});

import { workflowStages, type WorkflowStage } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { isRouteAccessible, isStageCompleted, redirectFor, routeSteps, stageRoutes, workflowPaths, workflowRedirect } from './workflow';

const appt = '/diabetes-appointment-practitioner';
const referral = '/doctor-referral';
const backpack = '/received-backpack';

describe('the workflow route table', () => {
  it('names a route and a step for every stage', () => {
    expect(stageRoutes).toEqual({
      not_started: { route: '/family-member-management', step: 1 },
      book_appointment_pending: { route: appt, step: 2 },
      ready_for_doctor_referral: { route: referral, step: 3 },
      doctor_referral_pending: { route: referral, step: 3 },
      ready_for_backpack_confirmation: { route: backpack, step: 4 },
      completed: { route: '/family-member-management', step: 4 },
    });
  });

  it('numbers the routes 1 to 4', () => {
    expect(routeSteps).toEqual({ '/family-member-management': 1, [appt]: 2, [referral]: 3, [backpack]: 4 });
    expect(Object.values(workflowPaths)).toEqual([appt, referral, backpack]);
  });
});

describe('isStageCompleted', () => {
  it('counts the stages before the current one, not the current one', () => {
    expect(isStageCompleted('not_started', 'not_started')).toBe(false);
    expect(isStageCompleted('not_started', 'book_appointment_pending')).toBe(true);
    expect(isStageCompleted('ready_for_doctor_referral', 'doctor_referral_pending')).toBe(true);
    expect(isStageCompleted('doctor_referral_pending', 'ready_for_doctor_referral')).toBe(false);
    for (const stage of workflowStages.slice(0, -1)) expect(isStageCompleted(stage, 'completed')).toBe(true);
    expect(isStageCompleted('completed', 'completed')).toBe(false);
  });
});

describe('isRouteAccessible', () => {
  it('opens a route once the current step reaches its step', () => {
    expect(isRouteAccessible(referral, 'book_appointment_pending')).toBe(false);
    expect(isRouteAccessible(referral, 'ready_for_doctor_referral')).toBe(true);
    expect(isRouteAccessible(backpack, 'doctor_referral_pending')).toBe(false);
    expect(isRouteAccessible(backpack, 'ready_for_backpack_confirmation')).toBe(true);
    expect(isRouteAccessible('/family-member-management', 'not_started')).toBe(true);
  });

  it('opens the appointment page at not_started: booking waits for no earlier step (ADR 0009)', () => {
    expect(isRouteAccessible(appt, 'not_started')).toBe(true);
    expect(isRouteAccessible(referral, 'not_started')).toBe(false);
    expect(isRouteAccessible(backpack, 'not_started')).toBe(false);
  });

  it('opens every route to a completed family', () => {
    for (const path of [appt, referral, backpack]) expect(isRouteAccessible(path, 'completed')).toBe(true);
  });
});

describe('workflowRedirect: the whole 6 × 3 matrix (final URL for each stage and route)', () => {
  const expected: Record<WorkflowStage, [string, string, string]> = {
    not_started: [appt, appt, appt],
    book_appointment_pending: [appt, appt, appt],
    ready_for_doctor_referral: [referral, referral, referral],
    doctor_referral_pending: [referral, referral, referral],
    ready_for_backpack_confirmation: [backpack, backpack, backpack],
    completed: [appt, referral, backpack],
  };

  for (const stage of workflowStages) {
    [appt, referral, backpack].forEach((opened, index) => {
      const final = expected[stage][index]!;
      it(`${stage}: ${opened} → ${final}`, () => {
        const to = workflowRedirect(stage, opened);
        expect(to ?? opened).toBe(final);
        // A redirect only when it changes something, and never a second one from where it lands.
        if (to !== null) expect(to).not.toBe(opened);
        expect(workflowRedirect(stage, final)).toBeNull();
      });
    });
  }
});

describe('redirectFor', () => {
  it('sends everyone to /home when that is the target, except /home itself', () => {
    expect(redirectFor('/home', referral, true)).toBe('/home');
    expect(redirectFor('/home', '/home', true)).toBeNull();
  });

  it('does not redirect on a target that is no workflow route', () => {
    expect(redirectFor('/family-member-management', referral, true)).toBeNull();
    expect(redirectFor('/family-member-management', referral, false)).toBe(appt);
  });
});

import { workflowStages, workflowSteps } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { judgeStep, stepRules } from './consultation.js';

describe('the consultation state machine', () => {
  it('moves one stage forward per step, in the order of the stages', () => {
    const path = workflowSteps.map((step) => [stepRules[step].from, stepRules[step].to]);
    expect(path).toEqual(workflowStages.slice(0, -1).map((stage, i) => [stage, workflowStages[i + 1]]));
  });

  // The full table: for each stage, which steps apply, which were already taken, which are refused.
  const expected: Record<string, string> = {
    not_started: 'apply refuse refuse refuse refuse',
    book_appointment_pending: 'already apply refuse refuse refuse',
    ready_for_doctor_referral: 'already already apply refuse refuse',
    doctor_referral_pending: 'already already already apply refuse',
    ready_for_backpack_confirmation: 'already already already already apply',
    completed: 'already already already already already',
  };
  for (const stage of workflowStages) {
    it(`at ${stage}`, () => {
      expect(workflowSteps.map((step) => judgeStep(stage, step).kind).join(' ')).toBe(expected[stage]);
    });
  }
});

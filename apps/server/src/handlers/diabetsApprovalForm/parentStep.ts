import type { WorkflowStep } from '@t1d/contract';
import { takeStep } from '../../consultation/workflow.js';
import type { Handler } from '../../gateway/context.js';

type ParentStepCommand = 'DiabetsApprovalForm.createApplication' | 'DiabetsApprovalForm.startDoctorReferral' | 'DiabetsApprovalForm.confirmBackpackReceived';

/** A parent's step of the family's workflow, taken as the caller. */
export const parentStep =
  (step: WorkflowStep): Handler<ParentStepCommand> =>
  (_input, { db, clock, caller }) =>
    takeStep(db, caller.familyId, step, { kind: 'parent', userId: caller.userId }, clock.now());

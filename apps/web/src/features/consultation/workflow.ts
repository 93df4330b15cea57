import { workflowStages, type WorkflowStage, type WorkflowStatus } from '@t1d/contract';
import { paths } from '../../shared/paths';
import { workflowPaths, type WorkflowPath } from './workflowPaths';

export { workflowPaths, type WorkflowPath } from './workflowPaths';

const familyMembersPath = paths.familyMembers.pattern;
const homePath = paths.home.pattern;

/** The route table (docs/product.md, "Consultation workflow"): the route each stage names, and its step number. */
export const stageRoutes: Record<WorkflowStage, { route: string; step: number }> = {
  not_started: { route: familyMembersPath, step: 1 },
  book_appointment_pending: { route: workflowPaths.appointment, step: 2 },
  ready_for_doctor_referral: { route: workflowPaths.referral, step: 3 },
  doctor_referral_pending: { route: workflowPaths.referral, step: 3 },
  ready_for_backpack_confirmation: { route: workflowPaths.backpack, step: 4 },
  completed: { route: familyMembersPath, step: 4 },
};

/** The routes' steps: family-member-management 1, appointment 2, referral 3, backpack 4. */
export const routeSteps: Record<string, number> = {
  [familyMembersPath]: 1,
  [workflowPaths.appointment]: 2,
  [workflowPaths.referral]: 3,
  [workflowPaths.backpack]: 4,
};

const order = (stage: WorkflowStage) => workflowStages.indexOf(stage);

function isWorkflowPath(path: string): path is WorkflowPath {
  return (Object.values(workflowPaths) as string[]).includes(path);
}

/** A stage counts as completed when it is earlier than the current one. */
export function isStageCompleted(stage: WorkflowStage, current: WorkflowStage): boolean {
  return order(stage) < order(current);
}

/**
 * A route is accessible when the current step is at or above its step. The
 * appointment page is the exception ADR 0009 makes: booking is the first step and waits for no
 * earlier one, so a family that has not started can reach it (its step 2 is above not_started's 1).
 */
export function isRouteAccessible(path: string, current: WorkflowStage): boolean {
  if (path === workflowPaths.appointment) return true;
  const step = routeSteps[path];
  return step === undefined || stageRoutes[current].step >= step;
}

/**
 * Where the route guard sends a user who opened `currentPath` at `stage`, or null to stay (ADR 0009):
 * a target of /home wins; a workflow target other than the current route is redirected to; a route
 * not yet accessible leads to the appointment page, where the workflow begins. not_started and
 * completed name /family-member-management, which is no workflow route, so only accessibility
 * applies to them: a completed family may revisit every step.
 */
export function workflowRedirect(stage: WorkflowStage, currentPath: string): string | null {
  return redirectFor(stageRoutes[stage].route, currentPath, isRouteAccessible(currentPath, stage));
}

/** The guard's rule for a stage's target route, apart from the table (it holds for a target of /home, though no stage names one). */
export function redirectFor(target: string, currentPath: string, accessible: boolean): string | null {
  if (target === homePath) return currentPath === homePath ? null : homePath;
  if (isWorkflowPath(target) && target !== currentPath) return target;
  if (!accessible) return workflowPaths.appointment;
  return null;
}

/** The status of a family that has no workflow yet (getWorkflowStatus code 1, or none at all). */
export const notStartedStatus: WorkflowStatus = {
  current_stage: 'not_started',
  is_completed: false,
  book_appointment_created_at: null,
  book_appointment_finished_at: null,
  doctor_referral_created_at: null,
  doctor_referral_finished_at: null,
  backpack_received_at: null,
};

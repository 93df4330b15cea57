import { paths } from '../../shared/paths';

/** The three workflow pages; the route table guards them (app/routes.tsx). */
export const workflowPaths = {
  appointment: paths.appointment.pattern,
  referral: paths.doctorReferral.pattern,
  backpack: paths.receivedBackpack.pattern,
} as const;

export type WorkflowPath = (typeof workflowPaths)[keyof typeof workflowPaths];

import { takeParentStep } from '../../consultation/workflow.js';
import type { Handler } from '../../gateway/context.js';

/** The supplies backpack arrived: the workflow is complete. */
export const confirmBackpackReceived: Handler<'DiabetsApprovalForm.confirmBackpackReceived'> = (_input, { db, clock, caller }) =>
  takeParentStep(db, caller, 'confirm_backpack', clock.now());

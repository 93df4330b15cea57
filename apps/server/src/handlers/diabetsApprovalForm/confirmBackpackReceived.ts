import { parentStep } from './parentStep.js';

/** The supplies backpack arrived: the workflow is complete. */
export const confirmBackpackReceived = parentStep('confirm_backpack');

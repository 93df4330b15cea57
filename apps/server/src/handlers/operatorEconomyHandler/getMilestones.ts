import { readMilestones } from '../../economy/milestones.js';
import type { Handler } from '../../gateway/context.js';

export const getMilestones: Handler<'OperatorEconomyHandler.getMilestones'> = (_input, { db }) => readMilestones(db);

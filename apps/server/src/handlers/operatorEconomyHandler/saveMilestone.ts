import { saveMilestone as save } from '../../economy/milestones.js';
import type { Handler } from '../../gateway/context.js';

/** Sets one milestone's tokens and turns it on or off (ADR 0033); grants made before stay as they were. */
export const saveMilestone: Handler<'OperatorEconomyHandler.saveMilestone'> = (input, { db, clock }) => save(db, input, clock.now());

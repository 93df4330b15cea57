import type { Handler } from '../../gateway/context.js';
import { markRedFlagsRead } from '../../redFlags/readState.js';

/** Unread → read for this parent, never back; another family's id answers 404 and nothing is marked. */
export const markInterventionsAsRead: Handler<'RedFlagIntervention.markInterventionsAsRead'> = (input, { db, clock, caller }) =>
  markRedFlagsRead(db, caller, input.interventionIds, clock.now());

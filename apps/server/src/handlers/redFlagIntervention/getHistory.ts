import type { Handler } from '../../gateway/context.js';
import { flagHistory } from '../../redFlags/history.js';

/** The family's flags raised or acted on in the last `days` days, of one child or all, newest first, each with all its steps. */
export const getHistory: Handler<'RedFlagIntervention.getHistory'> = async (input, { db, clock, caller, locale }) => ({
  data: await flagHistory(db, caller, { childId: input.child_id, days: input.days }, clock.now(), locale),
});

import type { Handler } from '../../gateway/context.js';
import { markRedFlagHandled } from '../../redFlags/lifecycle.js';
import { shownFlag } from '../../redFlags/visible.js';

/** The family dealt with an open flag: what was tried and/or a note; a flag already handled has moved on (409). */
export const markHandled: Handler<'RedFlagIntervention.markHandled'> = async (input, { db, clock, caller, locale }) => {
  await markRedFlagHandled(db, caller, { flagId: input.interventionId, tried: input.tried, note: input.note }, clock.now());
  return { flag: (await shownFlag(db, caller, input.interventionId, locale))! };
};

import type { Handler } from '../../gateway/context.js';
import { resolveRedFlag } from '../../redFlags/lifecycle.js';
import { shownFlag } from '../../redFlags/visible.js';

/** A handled flag is over; any other state has not got there or has moved on (409). */
export const resolve: Handler<'RedFlagIntervention.resolve'> = async (input, { db, clock, caller, locale }) => {
  await resolveRedFlag(db, caller, input.interventionId, clock.now());
  return { flag: (await shownFlag(db, caller, input.interventionId, locale))! };
};

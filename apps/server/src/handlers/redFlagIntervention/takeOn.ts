import type { Handler } from '../../gateway/context.js';
import { takeOnRedFlag } from '../../redFlags/lifecycle.js';
import { shownFlag } from '../../redFlags/visible.js';

/** "I'm on it": the caller takes the flag on, from another parent too; a flag already handled has moved on (409). */
export const takeOn: Handler<'RedFlagIntervention.takeOn'> = async (input, { db, clock, caller, locale }) => {
  await takeOnRedFlag(db, caller, input.interventionId, clock.now());
  return { flag: (await shownFlag(db, caller, input.interventionId, locale))! };
};

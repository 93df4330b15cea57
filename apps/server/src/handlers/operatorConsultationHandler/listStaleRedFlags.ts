import { parentNamesByFamily } from '../../db/members.js';
import type { Handler } from '../../gateway/context.js';
import { staleFamilies } from '../../redFlags/stale.js';

/** The clinic desk's families to call: red flags open for more than three days, the longest open first. */
export const listStaleRedFlags: Handler<'OperatorConsultationHandler.listStaleRedFlags'> = async (input, { db, clock }) => {
  const { rows, total } = await staleFamilies(db, clock.now(), input);
  const parents = await parentNamesByFamily(
    db,
    rows.map((row) => row.family_id),
  );
  return {
    list: rows.map(({ family_id, family_code, children, open_flags, oldest_since }) => ({
      family_id,
      family_code,
      parents: parents.get(family_id) ?? [],
      children,
      open_flags,
      oldest_since,
    })),
    total,
    page: input.page,
    per_page: input.per_page,
  };
};

import { fromFlag } from '../../db/flags.js';
import type { Handler } from '../../gateway/context.js';

export const list: Handler<'OperatorLocationHandler.list'> = async (_input, { db }) => {
  const rows = await db.selectFrom('locations').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => ({ ...row, active: fromFlag(row.active) }));
};

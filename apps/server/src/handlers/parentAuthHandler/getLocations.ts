import type { Handler } from '../../gateway/context.js';

export const getLocations: Handler<'ParentAuthHandler.getLocations'> = async (_input, { db }) =>
  db.selectFrom('locations').select(['id', 'name']).where('active', '=', 1).orderBy('sort_order').orderBy('id').execute();

import type { Handler } from '../../gateway/context.js';
import { readEmptySections } from '../../setup/dashboardOffers.js';

export const getEmptySections: Handler<'GmsParent.getEmptySections'> = async (_input, { db, config, locale }) => ({
  sections: await readEmptySections(db, config, locale),
});

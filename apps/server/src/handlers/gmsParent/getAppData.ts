import { readAppGlobal } from '../../content/appData.js';
import type { Handler } from '../../gateway/context.js';

export const getAppData: Handler<'GmsParent.getAppData'> = async (_input, { db, config }) => ({
  global: { ...(await readAppGlobal(db)), emergency_number: config.emergencyNumber, care_team_phone: config.careTeamPhone },
});

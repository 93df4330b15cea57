import { saveCommunityUrl } from '../../content/appData.js';
import type { Handler } from '../../gateway/context.js';

/** The community group's address parents get from GmsParent.getAppData; empty removes it. */
export const saveAppData: Handler<'OperatorContentHandler.saveAppData'> = async (input, { db }) => ({
  parent_community_url: await saveCommunityUrl(db, input.parent_community_url),
});

import { readAppGlobal } from '../../content/appData.js';
import type { Handler } from '../../gateway/context.js';

export const getAppData: Handler<'GmsParent.getAppData'> = async (_input, { db }) => ({ global: await readAppGlobal(db) });

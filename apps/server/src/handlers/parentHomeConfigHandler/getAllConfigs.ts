import type { Handler } from '../../gateway/context.js';
import { listHomeConfigs } from '../../homeConfig/store.js';

/** Every dashboard configuration, for the operators' editor. */
export const getAllConfigs: Handler<'ParentHomeConfigHandler.getAllConfigs'> = (_input, { db }) => listHomeConfigs(db);

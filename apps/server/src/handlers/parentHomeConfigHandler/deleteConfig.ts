import type { Handler } from '../../gateway/context.js';
import { deleteHomeConfig } from '../../homeConfig/operatorChanges.js';

/** Deletes a dashboard configuration; its parents fall back to the next configuration that fits them. */
export const deleteConfig: Handler<'ParentHomeConfigHandler.deleteConfig'> = (input, { db }) => deleteHomeConfig(db, input.config_id);

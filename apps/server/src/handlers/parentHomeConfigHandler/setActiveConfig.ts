import type { Handler } from '../../gateway/context.js';
import { activateHomeConfig } from '../../homeConfig/operatorChanges.js';

/** Makes a configuration the one its campaign's parents see. */
export const setActiveConfig: Handler<'ParentHomeConfigHandler.setActiveConfig'> = (input, { db, clock }) =>
  activateHomeConfig(db, input.config_id, clock.now());

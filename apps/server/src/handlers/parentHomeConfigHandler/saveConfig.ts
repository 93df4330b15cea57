import type { Handler } from '../../gateway/context.js';
import { saveHomeConfig } from '../../homeConfig/operatorChanges.js';

/** Adds a dashboard configuration (inactive), or rewrites one (the dashboards that follow it change at once). */
export const saveConfig: Handler<'ParentHomeConfigHandler.saveConfig'> = (input, { db, clock }) => saveHomeConfig(db, input, clock.now());

import type { Handler } from '../../gateway/context.js';
import { readUnconfigured } from '../../setup/deploymentSetup.js';

export const listUnconfigured: Handler<'OperatorSetupHandler.listUnconfigured'> = async (_input, { db, config }) => ({
  list: await readUnconfigured(db, config),
});

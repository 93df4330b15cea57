import { listGameKeys } from '../../auth/gameKeys.js';
import type { Handler } from '../../gateway/context.js';

export const list: Handler<'OperatorGameKeyHandler.list'> = (_input, { db }) => listGameKeys(db);

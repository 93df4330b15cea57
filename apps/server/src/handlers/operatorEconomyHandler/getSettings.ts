import { readSettings } from '../../economy/settings.js';
import type { Handler } from '../../gateway/context.js';

export const getSettings: Handler<'OperatorEconomyHandler.getSettings'> = async (_input, { db }) => readSettings(db);

import { writeSettings } from '../../economy/settings.js';
import type { Handler } from '../../gateway/context.js';

export const saveSettings: Handler<'OperatorEconomyHandler.saveSettings'> = async (input, { db }) => writeSettings(db, input);

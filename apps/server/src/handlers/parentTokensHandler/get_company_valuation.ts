import { readSettings } from '../../economy/settings.js';
import type { Handler } from '../../gateway/context.js';

export const get_company_valuation: Handler<'ParentTokensHandler.get_company_valuation'> = async (_input, { db, config }) => {
  const settings = await readSettings(db);
  return { total_tokens: settings.company_total_tokens, market_value: settings.company_market_value, currency: config.currency };
};

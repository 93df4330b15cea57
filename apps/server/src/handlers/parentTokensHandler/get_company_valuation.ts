import { readValuation } from '../../economy/valuation.js';
import type { Handler } from '../../gateway/context.js';

/** The figures the programme published for its tokens, or nulls until it has (ADR 0033). */
export const get_company_valuation: Handler<'ParentTokensHandler.get_company_valuation'> = (_input, { db, config }) =>
  readValuation(db, config.currency);

import { publishValuation as publish } from '../../economy/valuation.js';
import type { Handler } from '../../gateway/context.js';

/** Publishes the figures parents see on the valuation card, dated now (ADR 0033). */
export const publishValuation: Handler<'OperatorEconomyHandler.publishValuation'> = (input, { db, caller, config, clock }) =>
  publish(db, caller, input, config.currency, clock.now());

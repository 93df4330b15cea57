import { grantTokens as grant } from '../../economy/tokens.js';
import type { Handler } from '../../gateway/context.js';

/** Writes a grant (or a correction) to a family's token ledger, with who and why. */
export const grantTokens: Handler<'OperatorEconomyHandler.grantTokens'> = (input, { db, clock, caller }) =>
  grant(db, caller, input, clock.now());

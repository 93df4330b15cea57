import { readSettings } from '../../economy/settings.js';
import { familyTokenTotal } from '../../economy/tokens.js';
import type { Handler } from '../../gateway/context.js';

const historyLength = 100;

export const get_balance: Handler<'ParentTokensHandler.get_balance'> = async (input, { db, caller }) => {
  const [totalTokens, settings] = await Promise.all([familyTokenTotal(db, caller.familyId), readSettings(db)]);
  const balance = {
    total_tokens: totalTokens,
    per_token_value: settings.per_token_value,
    total_value: totalTokens * settings.per_token_value,
  };
  if (!input.show_token_history) return balance;
  const history = await db
    .selectFrom('token_ledger')
    .select(['id', 'amount', 'reason', 'created_at'])
    .where('family_id', '=', caller.familyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(historyLength)
    .execute();
  return { ...balance, history };
};

import { inLocale } from '../../domain/locale.js';
import { readSettings } from '../../economy/settings.js';
import { familyTokenTotal } from '../../economy/tokens.js';
import type { Handler } from '../../gateway/context.js';

const historyLength = 100;

export const get_balance: Handler<'ParentTokensHandler.get_balance'> = async (input, { db, caller, locale, config }) => {
  const [totalTokens, settings] = await Promise.all([familyTokenTotal(db, caller.familyId), readSettings(db)]);
  const balance = {
    total_tokens: totalTokens,
    per_token_value: settings.per_token_value,
    total_value: totalTokens * settings.per_token_value,
    currency: config.currency,
  };
  if (!input.show_token_history) return balance;
  const rows = await db
    .selectFrom('token_ledger')
    .select(['id', 'amount', 'reason', 'reason_zh', 'created_at'])
    .where('family_id', '=', caller.familyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(historyLength)
    .execute();
  // The reason in the reader's language when the grant gave one in it.
  const history = rows.map(({ reason, reason_zh, ...row }) => ({ ...row, reason: inLocale(locale, reason, reason_zh) }));
  return { ...balance, history };
};

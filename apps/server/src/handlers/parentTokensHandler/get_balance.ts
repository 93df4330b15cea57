import { inLocale } from '../../domain/locale.js';
import { milestonesOnOffer } from '../../economy/milestones.js';
import { readSettings } from '../../economy/settings.js';
import { familyTokenTotal } from '../../economy/tokens.js';
import type { Handler } from '../../gateway/context.js';

const historyLength = 100;

/** The family's tokens and their stated value, how the family earns more now (ADR 0033), and on request how they came. */
export const get_balance: Handler<'ParentTokensHandler.get_balance'> = async (input, { db, caller, locale, config }) => {
  const [totalTokens, settings, milestones] = await Promise.all([
    familyTokenTotal(db, caller.familyId),
    readSettings(db),
    milestonesOnOffer(db, caller.familyId),
  ]);
  const balance = {
    total_tokens: totalTokens,
    per_token_value: settings.per_token_value,
    total_value: totalTokens * settings.per_token_value,
    currency: config.currency,
    ways_to_earn: { heroic_tokens_per_child_per_day: settings.heroic_tokens_per_child_per_day, milestones },
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

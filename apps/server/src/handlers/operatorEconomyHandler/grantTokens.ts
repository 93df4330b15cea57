import { familyTokenTotal } from '../../economy/tokens.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** Writes a grant (or a correction) to a family's token ledger, with who and why. */
export const grantTokens: Handler<'OperatorEconomyHandler.grantTokens'> = async (input, { db, clock, caller }) => {
  const family = await db.selectFrom('families').select('id').where('p_code', '=', input.family_code.toUpperCase()).executeTakeFirst();
  if (!family) throw notFound();
  await db
    .insertInto('token_ledger')
    .values({ family_id: family.id, amount: input.amount, reason: input.reason, granted_by: caller.userId, created_at: clock.now() })
    .execute();
  return { family_id: family.id, total_tokens: await familyTokenTotal(db, family.id) };
};
